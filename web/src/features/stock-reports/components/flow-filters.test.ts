import { describe, expect, it } from 'vitest'
import { filtersToSearchParams, flowParams, isFiltered, parseFilters, resetFilters } from './flow-filters'

describe('flow report filters', () => {
  it('read From, To, the product and the type of the address, and nothing else', () => {
    expect(
      parseFilters(
        new URLSearchParams(
          'date_from=2026-11-01&date_to=30-11-2026&product_id=31&product=%20TUL-MUG-01%20&type=shipment&q=x',
        ),
      ),
    ).toEqual({ dateFrom: '2026-11-01', dateTo: '', productId: 31, product: 'TUL-MUG-01', type: 'shipment' })
    expect(parseFilters(new URLSearchParams())).toEqual(resetFilters())
  })

  it('leave open what a hand-edited link gets wrong', () => {
    for (const productId of ['0', '-3', 'abc', '1.5', '12345678901234567890']) {
      expect(parseFilters(new URLSearchParams(`product_id=${productId}&product=X`))).toEqual(resetFilters())
    }
    expect(parseFilters(new URLSearchParams('type=gift')).type).toBeNull()
  })

  it("send only what narrows, under the API's names, and keep the product's number in the address only", () => {
    const filters = { dateFrom: '', dateTo: '2026-11-30', productId: 31, product: 'TUL-MUG-01', type: null }
    expect(flowParams(filters)).toEqual({ dateFrom: undefined, dateTo: '2026-11-30', productId: 31, type: undefined })
    expect(filtersToSearchParams(filters).toString()).toBe('date_to=2026-11-30&product_id=31&product=TUL-MUG-01')
    expect(filtersToSearchParams({ ...resetFilters(), type: 'status_change' }).toString()).toBe('type=status_change')
    expect(filtersToSearchParams(resetFilters()).toString()).toBe('')
  })

  it('survive the round trip through the address', () => {
    const filters = {
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      productId: 7,
      product: 'A&B 1',
      type: 'return' as const,
    }
    expect(parseFilters(filtersToSearchParams(filters))).toEqual(filters)
  })

  it('offer Reset filters while From, To, a product or a type narrows the list', () => {
    expect(isFiltered(resetFilters())).toBe(false)
    expect(isFiltered({ ...resetFilters(), product: 'typed, not picked' })).toBe(false)
    expect(isFiltered({ ...resetFilters(), productId: 31 })).toBe(true)
    expect(isFiltered({ ...resetFilters(), type: 'correction' })).toBe(true)
    expect(isFiltered({ ...resetFilters(), dateFrom: '2026-11-01' })).toBe(true)
  })
})
