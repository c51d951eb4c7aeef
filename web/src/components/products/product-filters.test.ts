import { describe, expect, it } from 'vitest'
import { expectFiltersInTheAddress } from '@/test/list-filters'
import * as filters from './product-filters'
import {
  defaultFilters,
  filterParams,
  isFiltered,
  parseFilters,
  resetFilters,
  type ProductOverviewFilters,
} from './product-filters'

const everything: ProductOverviewFilters = {
  q: 'tea',
  productType: 'Electronic',
  status: 'inactive',
  stockAlert: 'insufficient',
  sort: 'available_stock',
  direction: 'desc',
}

describe('product overview filters in the URL', () => {
  it('read a plain address as the defaults, and survive a round trip through it under the API names', () => {
    expectFiltersInTheAddress(
      filters,
      everything,
      'q=tea&product_type=Electronic&status=inactive&stock_alert=insufficient&sort=available_stock&direction=desc',
    )
  })

  it('ignore unknown values of an old or hand-edited link', () => {
    const parsed = parseFilters(
      new URLSearchParams('product_type=Food&status=gone&stock_alert=ALL&sort=price&direction=up&q=%20%20'),
    )
    expect(parsed).toEqual(defaultFilters)
  })

  it('leave the defaults out of the list call and the export', () => {
    expect(filterParams({ ...defaultFilters, q: ' ' })).toEqual({})
    expect(filterParams({ ...defaultFilters, sort: 'name' })).toEqual({ sort: 'name' })
    expect(filterParams(everything)).toEqual({
      q: 'tea',
      productType: 'Electronic',
      status: 'inactive',
      stockAlert: 'insufficient',
      sort: 'available_stock',
      direction: 'desc',
    })
  })

  it('count search, type, status and stock alert as filters, not the sort', () => {
    expect(isFiltered({ ...defaultFilters, sort: 'name', direction: 'desc' })).toBe(false)
    expect(isFiltered({ ...defaultFilters, q: 'tea' })).toBe(true)
    expect(isFiltered({ ...defaultFilters, productType: 'Forward' })).toBe(true)
    expect(isFiltered({ ...defaultFilters, status: 'active' })).toBe(true)
    expect(isFiltered({ ...defaultFilters, stockAlert: 'none' })).toBe(true)
  })

  it('reset the filters but keep the sort', () => {
    expect(resetFilters(everything)).toEqual({ ...defaultFilters, sort: 'available_stock', direction: 'desc' })
  })
})
