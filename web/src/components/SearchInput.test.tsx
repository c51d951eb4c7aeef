import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '@/test/render'
import { SearchInput } from './SearchInput'

function List({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('')
  return (
    <>
      <SearchInput
        value={q}
        onSearch={(next) => {
          onSearch(next)
          setQ(next)
        }}
        placeholder="Article number or name"
      />
      <button type="button" onClick={() => setQ('')}>
        Reset filters
      </button>
    </>
  )
}

describe('SearchInput', () => {
  it('searches once typing pauses, trimmed, and empties when the search is reset from outside', async () => {
    const onSearch = vi.fn()
    renderPage(() => <List onSearch={onSearch} />)
    const user = userEvent.setup()
    const box = screen.getByRole('searchbox', { name: 'Search' })
    await user.type(box, ' tea ')
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('tea'))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(box).toHaveValue(' tea ')

    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(box).toHaveValue('')
  })

  it('searches at once on Enter', async () => {
    const onSearch = vi.fn()
    renderPage(() => <List onSearch={onSearch} />)
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'mug{Enter}')
    expect(onSearch).toHaveBeenCalledWith('mug')
  })
})
