import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CellText } from './CellText'

describe('CellText', () => {
  it('keeps a code of a usual length whole, and lets only a longer one be cut', () => {
    render(
      <>
        <CellText kind="code">TUL-CHO-04-CT6</CellText>
        <CellText kind="code">{'0LONG-'.padEnd(50, 'X')}</CellText>
        <CellText kind="name">Chocolate tulip</CellText>
      </>,
    )
    expect(screen.getByText('TUL-CHO-04-CT6')).toHaveAttribute('data-whole')
    expect(screen.getByTitle('0LONG-'.padEnd(50, 'X'))).not.toHaveAttribute('data-whole')
    // A name wraps onto its second line before it is cut, whatever its length.
    expect(screen.getByText('Chocolate tulip')).not.toHaveAttribute('data-whole')
  })
})
