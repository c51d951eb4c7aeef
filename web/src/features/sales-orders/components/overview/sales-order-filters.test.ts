import { describe, expect, it } from 'vitest'
import { expectFiltersInTheAddress } from '@/test/list-filters'
import * as filters from './sales-order-filters'
import {
  activeFilterCount,
  defaultFilters,
  filterParams,
  isFiltered,
  parseFilters,
  resetFilters,
  type SalesOrderOverviewFilters,
} from './sales-order-filters'

const everything: SalesOrderOverviewFilters = {
  q: '1042',
  status: 'OnHold',
  source: 'DET',
  onHold: '1',
  dateFrom: '2026-03-01',
  dateTo: '2026-03-31',
  sort: 'customer_name',
  direction: 'desc',
}

describe('order overview filters in the URL', () => {
  it('read a plain address as the defaults, and survive a round trip through it under the API names', () => {
    expectFiltersInTheAddress(
      filters,
      everything,
      'q=1042&status=OnHold&source=DET&on_hold=1&date_from=2026-03-01&date_to=2026-03-31&sort=customer_name&direction=desc',
    )
  })

  it("take each sort's own default direction, and leave it out of the address", () => {
    expect(parseFilters(new URLSearchParams('sort=order_number'))).toMatchObject({ direction: 'asc' })
    expect(parseFilters(new URLSearchParams('sort=order_date'))).toMatchObject({ direction: 'desc' })
    expect(filterParams({ ...defaultFilters, sort: 'order_number', direction: 'asc' })).toEqual({
      sort: 'order_number',
    })
    expect(filterParams({ ...defaultFilters, sort: 'order_date', direction: 'asc' })).toMatchObject({
      sort: 'order_date',
      direction: 'asc',
    })
    expect(filterParams({ ...defaultFilters, direction: 'asc' })).toEqual({ direction: 'asc' })
  })

  it('ignore unknown values of an old or hand-edited link', () => {
    const parsed = parseFilters(
      new URLSearchParams('status=Lost&source=FAX&on_hold=yes&date_from=01-03-2026&date_to=x&sort=total&direction=up'),
    )
    expect(parsed).toEqual(defaultFilters)
  })

  it('count search, status, source, on hold and dates as filters, not the sort', () => {
    expect(isFiltered({ ...defaultFilters, sort: 'order_number', direction: 'asc' })).toBe(false)
    for (const change of [
      { q: 'x' },
      { status: 'Complete' as const },
      { source: 'API' as const },
      { onHold: '0' as const },
      { dateFrom: '2026-01-01' },
      { dateTo: '2026-01-01' },
    ]) {
      expect(isFiltered({ ...defaultFilters, ...change })).toBe(true)
    }
  })

  it('reset the filters but keep the sort', () => {
    expect(resetFilters(everything)).toEqual({ ...defaultFilters, sort: 'customer_name', direction: 'desc' })
  })
})

describe('the active filter count a phone shows on its Filters button', () => {
  it('counts each folded filter that narrows the list, and neither the search nor the sort', () => {
    expect(activeFilterCount(defaultFilters)).toBe(0)
    expect(activeFilterCount({ ...defaultFilters, q: '1042', sort: 'customer_name', direction: 'asc' })).toBe(0)
    expect(activeFilterCount({ ...defaultFilters, status: 'OnHold' })).toBe(1)
    expect(activeFilterCount({ ...defaultFilters, onHold: '0', dateTo: '2026-03-31' })).toBe(2)
    expect(activeFilterCount(everything)).toBe(5)
  })
})
