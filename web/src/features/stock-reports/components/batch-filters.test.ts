import { describe, expect, it } from 'vitest'
import {
  batchParams,
  expiresWithinOf,
  filtersToSearchParams,
  isFiltered,
  parseFilters,
  resetFilters,
} from './batch-filters'

describe('batch report filters', () => {
  it('read the search, status and days of the address, and nothing else', () => {
    expect(parseFilters(new URLSearchParams('q=%20L2611%20&status=damaged&expires_within=30&sort=x'))).toEqual({
      q: 'L2611',
      status: 'damaged',
      expiresWithin: 30,
    })
    expect(parseFilters(new URLSearchParams('status=lost&expires_within=soon'))).toEqual(resetFilters())
    expect(parseFilters(new URLSearchParams())).toEqual(resetFilters())
  })

  it('take whole days from 0 to 3650 only', () => {
    expect(expiresWithinOf('0')).toBe(0)
    expect(expiresWithinOf('3650')).toBe(3650)
    expect(expiresWithinOf('3651')).toBeNull()
    expect(expiresWithinOf('-1')).toBeNull()
    expect(expiresWithinOf('1.5')).toBeNull()
    expect(expiresWithinOf('99999')).toBeNull()
    expect(expiresWithinOf('')).toBeNull()
    expect(expiresWithinOf(null)).toBeNull()
  })

  it("send only what narrows, under the API's names", () => {
    expect(batchParams({ q: ' ', status: null, expiresWithin: 0 })).toEqual({
      q: undefined,
      status: undefined,
      expiresWithin: 0,
    })
    expect(filtersToSearchParams({ q: 'TUL-TEA', status: 'sellable', expiresWithin: 14 }).toString()).toBe(
      'q=TUL-TEA&status=sellable&expires_within=14',
    )
    expect(filtersToSearchParams(resetFilters()).toString()).toBe('')
  })

  it('offer Reset filters while a search, a status or days narrow the list', () => {
    expect(isFiltered(resetFilters())).toBe(false)
    expect(isFiltered({ q: '  ', status: null, expiresWithin: null })).toBe(false)
    expect(isFiltered({ q: '', status: 'expired', expiresWithin: null })).toBe(true)
    expect(isFiltered({ q: '', status: null, expiresWithin: 0 })).toBe(true)
  })
})
