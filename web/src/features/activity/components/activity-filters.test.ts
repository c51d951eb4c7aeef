import { describe, expect, it } from 'vitest'
import { activityParams, filtersToSearchParams, isFiltered, parseFilters, resetFilters } from './activity-filters'

describe('activity filters', () => {
  it('read who, what, From and To of the address; anything the API does not know is no filter', () => {
    expect(
      parseFilters(new URLSearchParams('who=%20Daan%20&what=sales_order&date_from=2026-11-01&date_to=2026-11-30&q=x')),
    ).toEqual({ who: 'Daan', what: 'sales_order', dateFrom: '2026-11-01', dateTo: '2026-11-30' })
    expect(parseFilters(new URLSearchParams('what=stock_month&date_from=30-11-2026'))).toEqual(resetFilters())
    expect(parseFilters(new URLSearchParams(`who=${'a'.repeat(150)}`)).who).toHaveLength(100)
  })

  it("send only what narrows, under the API's names", () => {
    expect(activityParams({ who: ' ', what: null, dateFrom: '', dateTo: '2026-11-30' })).toEqual({
      who: undefined,
      what: undefined,
      dateFrom: undefined,
      dateTo: '2026-11-30',
    })
    expect(
      filtersToSearchParams({ who: 'Daan', what: 'delivery', dateFrom: '2026-11-01', dateTo: '' }).toString(),
    ).toBe('who=Daan&what=delivery&date_from=2026-11-01')
    expect(filtersToSearchParams(resetFilters()).toString()).toBe('')
  })

  it('offer Reset filters while anything narrows the list', () => {
    expect(isFiltered(resetFilters())).toBe(false)
    expect(isFiltered({ ...resetFilters(), who: '  ' })).toBe(false)
    expect(isFiltered({ ...resetFilters(), who: 'Daan' })).toBe(true)
    expect(isFiltered({ ...resetFilters(), what: 'api_key' })).toBe(true)
    expect(isFiltered({ ...resetFilters(), dateTo: '2026-11-30' })).toBe(true)
  })
})
