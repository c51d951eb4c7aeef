import { describe, expect, it } from 'vitest'
import { expectFiltersInTheAddress } from '@/test/list-filters'
import * as filters from './stock-overview-filters'
import { defaultFilters, filterParams, parseFilters, type StockOverviewFilters } from './stock-overview-filters'

const now: StockOverviewFilters = {
  ...defaultFilters,
  q: 'mug',
  status: 'active',
  stockAlert: 'insufficient',
  sort: 'available_stock',
  direction: 'desc',
}

describe('stock overview filters in the URL', () => {
  it('survive a round trip through the address under the API names, the day included', () => {
    expectFiltersInTheAddress(
      filters,
      now,
      'q=mug&status=active&stock_alert=insufficient&sort=available_stock&direction=desc',
    )
    expectFiltersInTheAddress(
      filters,
      { ...defaultFilters, productType: 'Physic', date: '2026-03-31', sort: 'name' },
      'product_type=Physic&date=2026-03-31&sort=name',
    )
  })

  it('drop the stock alert and a sort by the current figures on a past day, which has neither', () => {
    const parsed = parseFilters(
      new URLSearchParams('stock_alert=insufficient&sort=total_stock&direction=desc&date=2025-12-31'),
    )
    expect(parsed).toEqual({ ...defaultFilters, date: '2025-12-31' })
    expect(filterParams(parsed)).toEqual({ date: '2025-12-31' })
  })

  it('keep a sort by name with a day, and ignore a day that is no date', () => {
    expect(parseFilters(new URLSearchParams('sort=name&direction=desc&date=2025-12-31'))).toMatchObject({
      sort: 'name',
      direction: 'desc',
    })
    expect(parseFilters(new URLSearchParams('date=31-12-2025&stock_alert=none'))).toEqual({
      ...defaultFilters,
      stockAlert: 'none',
    })
  })
})
