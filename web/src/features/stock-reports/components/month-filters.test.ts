import { describe, expect, it } from 'vitest'
import { currentMonth, monthParams, monthToSearchParams, parseMonth, yearsToChoose } from './month-filters'

// 31 March 2026, 22:30 in UTC: already 1 April, 00:30, in Amsterdam (summer time).
const now = new Date('2026-03-31T22:30:00Z')

describe('month report filters', () => {
  it('take the current month in Amsterdam, not in UTC', () => {
    expect(currentMonth(now)).toEqual({ year: 2026, month: 4 })
    expect(currentMonth(new Date('2026-12-31T22:59:59Z'))).toEqual({ year: 2026, month: 12 })
    expect(currentMonth(new Date('2026-12-31T23:00:00Z'))).toEqual({ year: 2027, month: 1 })
  })

  it('read the year and month of the address', () => {
    expect(parseMonth(new URLSearchParams('year=2025&month=3'), now)).toEqual({ year: 2025, month: 3 })
    expect(parseMonth(new URLSearchParams('month=11&year=2019&sort=x'), now)).toEqual({ year: 2019, month: 11 })
    expect(parseMonth(new URLSearchParams(), now)).toEqual({ year: 2026, month: 4 })
  })

  it('fall back to the current month when a hand-edited link names no month the report can have', () => {
    for (const search of [
      'year=2025',
      'month=3',
      'year=2025&month=13',
      'year=2025&month=0',
      'year=2025&month=-1',
      'year=2025&month=3.5',
      'year=2025&month=1e1',
      'year=1999&month=3',
      'year=2101&month=3',
      'year=abcd&month=3',
      'year=%202025&month=3',
    ]) {
      expect([search, parseMonth(new URLSearchParams(search), now)]).toEqual([search, { year: 2026, month: 4 }])
    }
  })

  it('keep the month in the address and send it to the report and the export under the same names', () => {
    expect(monthToSearchParams({ year: 2025, month: 3 }).toString()).toBe('year=2025&month=3')
    expect(parseMonth(monthToSearchParams({ year: 2024, month: 12 }), now)).toEqual({ year: 2024, month: 12 })
    expect(monthParams({ year: 2025, month: 3 })).toEqual({ year: 2025, month: 3 })
  })

  it('offer the years from 2020 to the current one, and a year a link names outside them', () => {
    expect(yearsToChoose(2026, now)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026])
    expect(yearsToChoose(2019, now)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026])
    expect(yearsToChoose(2030, now)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2030])
  })
})
