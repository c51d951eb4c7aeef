import { fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { committedDate, DateFilterInput } from './DateFilterInput'

const field = (value: string, badInput = false) => ({ value, validity: { badInput } })

describe('committedDate', () => {
  it('takes a finished date and a cleared field', () => {
    expect(committedDate(field('2026-03-14'))).toBe('2026-03-14')
    expect(committedDate(field(''))).toBe('')
  })

  it('waits while a part is empty or the year has fewer than four digits', () => {
    expect(committedDate(field('', true))).toBeNull()
    expect(committedDate(field('0002-03-14'))).toBeNull()
    expect(committedDate(field('0202-03-14'))).toBeNull()
  })
})

/** A filter whose date lives outside the input, as the address holds a list's filters. */
function Filter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('2026-01-01')
  return (
    <MantineProvider>
      <DateFilterInput
        label="From"
        value={value}
        onChange={(next) => {
          onChange(next)
          setValue(next)
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </MantineProvider>
  )
}

describe('DateFilterInput', () => {
  it('hands over finished dates only, and follows the filter when something else changes it', () => {
    const onChange = vi.fn<(value: string) => void>()
    render(<Filter onChange={onChange} />)
    const input = screen.getByLabelText<HTMLInputElement>('From')
    expect(input.value).toBe('2026-01-01')
    fireEvent.change(input, { target: { value: '0002-03-14' } })
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: '2025-03-14' } })
    expect(onChange).toHaveBeenLastCalledWith('2025-03-14')

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(input.value).toBe('')
  })

  it('shows the filter again when left half typed', () => {
    render(<Filter onChange={() => {}} />)
    const input = screen.getByLabelText<HTMLInputElement>('From')
    input.focus()
    fireEvent.change(input, { target: { value: '0020-03-14' } })
    fireEvent.blur(input)
    expect(input.value).toBe('2026-01-01')
  })
})
