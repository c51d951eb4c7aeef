import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showSnackbar } from './snackbar'

afterEach(() => vi.restoreAllMocks())

describe('showSnackbar', () => {
  it('is a success message that closes after 10 seconds by default', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id')
    showSnackbar({ message: 'We saved the address successfully' })
    expect(show).toHaveBeenCalledWith({
      message: 'We saved the address successfully',
      color: 'green',
      autoClose: 10_000,
      closeButtonProps: { 'aria-label': 'Close' },
    })
  })

  it('takes a type and a time-out per message', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id')
    showSnackbar({ message: 'Oops', type: 'error', timeout: 3000 })
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Oops', color: 'red', autoClose: 3000 }))
  })
})
