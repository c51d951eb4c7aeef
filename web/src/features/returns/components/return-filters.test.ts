import { describe, expect, it } from 'vitest'
import { filtersToSearchParams, isFiltered, parseFilters, resetFilters, returnParams } from './return-filters'

describe('return overview filters', () => {
  it('read the search, From and To of the address, and nothing else', () => {
    expect(
      parseFilters(new URLSearchParams('q=%20wrong%20size%20&date_from=2026-11-01&date_to=30-11-2026&sort=x')),
    ).toEqual({
      q: 'wrong size',
      dateFrom: '2026-11-01',
      dateTo: '',
    })
    expect(parseFilters(new URLSearchParams())).toEqual(resetFilters())
  })

  it("send only what narrows, under the API's names", () => {
    expect(returnParams({ q: ' ', dateFrom: '', dateTo: '2026-11-30' })).toEqual({
      q: undefined,
      dateFrom: undefined,
      dateTo: '2026-11-30',
    })
    expect(filtersToSearchParams({ q: 'TUL01007', dateFrom: '2026-11-01', dateTo: '' }).toString()).toBe(
      'q=TUL01007&date_from=2026-11-01',
    )
    expect(filtersToSearchParams(resetFilters()).toString()).toBe('')
  })

  it('offer Reset filters while a search, From or To narrows the list', () => {
    expect(isFiltered(resetFilters())).toBe(false)
    expect(isFiltered({ q: '  ', dateFrom: '', dateTo: '' })).toBe(false)
    expect(isFiltered({ q: 'size', dateFrom: '', dateTo: '' })).toBe(true)
    expect(isFiltered({ q: '', dateFrom: '', dateTo: '2026-11-30' })).toBe(true)
  })
})
