import { describe, expect, it } from 'vitest'
import { stockChartPoints } from './stock-chart-data'

const months = [
  { month: '2025-12', closingStock: 1200, usage: 7 },
  { month: '2026-01', closingStock: 1192, usage: 8 },
  { month: '2026-02', closingStock: 1192, usage: 0 },
]

describe('stockChartPoints', () => {
  it('labels each month by its short name and its table row by month and year, in English', () => {
    expect(stockChartPoints(months, 'en-GB')).toEqual([
      { month: '2025-12', label: 'Dec', title: 'December 2025', closingStock: 1200, usage: 7 },
      { month: '2026-01', label: 'Jan', title: 'January 2026', closingStock: 1192, usage: 8 },
      { month: '2026-02', label: 'Feb', title: 'February 2026', closingStock: 1192, usage: 0 },
    ])
  })

  it('labels them in Dutch', () => {
    expect(stockChartPoints(months, 'nl-NL').map((p) => [p.label, p.title])).toEqual([
      ['dec', 'december 2025'],
      ['jan', 'januari 2026'],
      ['feb', 'februari 2026'],
    ])
  })

  it('puts the oldest month first, across the turn of the year, whatever order they came in', () => {
    const shuffled = [months[2], months[0], months[1]]
    expect(stockChartPoints(shuffled, 'en-GB').map((p) => p.month)).toEqual(['2025-12', '2026-01', '2026-02'])
  })

  it('has no points without months', () => {
    expect(stockChartPoints([], 'nl-NL')).toEqual([])
  })
})
