import { describe, expect, it } from 'vitest'
import { parseFilters as productFilters } from '@/components/products/product-filters'
import { parseConceptFilters } from '@/lib/concept-filters'
import { parseFilters as orderFilters } from '@/features/sales-orders/components/overview/sales-order-filters'
import { parseFilters as batchFilters } from '@/features/stock-reports/components/batch-filters'
import { parseFilters as returnFilters } from '@/features/returns/components/return-filters'
import { attentionHref, ordersOfDayHref, returnsOfDayHref } from './dashboard-links'

/** The path and the search of a link. */
const parts = (href: string) => {
  const url = new URL(href, 'http://kade.test')
  return { path: url.pathname, params: url.searchParams }
}

describe('the dashboard links', () => {
  it('lead to each list with the filter its count is counted by', () => {
    expect(
      (
        [
          'orders_data_issue',
          'concept_orders',
          'orders_on_hold',
          'concept_products_to_adjust',
          'products_below_minimum',
          'concept_deliveries_to_adjust',
          'lots_expiring',
        ] as const
      ).map(attentionHref),
    ).toEqual([
      '/sales-order?status=DataIssue',
      '/sales-order/concept',
      '/sales-order?status=OnHold',
      '/product/concept?has_errors=1',
      '/product?stock_alert=insufficient',
      '/delivery/concept?has_errors=1',
      '/stock/batch?expires_within=30',
    ])
    expect(ordersOfDayHref('2026-11-27')).toBe('/sales-order?date_from=2026-11-27&date_to=2026-11-27')
    expect(returnsOfDayHref('2026-11-27')).toBe('/returns/overview?date_from=2026-11-27&date_to=2026-11-27')
  })

  // Each list reads its filters from the address with its own parseFilters: the link's filter must
  // be one it reads, or the list would show everything and a total other than the dashboard's.
  it('give each list a filter it reads from the address', () => {
    expect(orderFilters(parts(attentionHref('orders_data_issue')).params)).toMatchObject({ status: 'DataIssue' })
    expect(orderFilters(parts(attentionHref('orders_on_hold')).params)).toMatchObject({ status: 'OnHold' })
    expect(parseConceptFilters(parts(attentionHref('concept_orders')).params)).toEqual({ q: '', hasErrors: undefined })
    for (const key of ['concept_products_to_adjust', 'concept_deliveries_to_adjust'] as const) {
      expect(parseConceptFilters(parts(attentionHref(key)).params)).toEqual({ q: '', hasErrors: true })
    }
    expect(productFilters(parts(attentionHref('products_below_minimum')).params)).toMatchObject({
      stockAlert: 'insufficient',
    })
    expect(batchFilters(parts(attentionHref('lots_expiring')).params)).toEqual({
      q: '',
      status: null,
      expiresWithin: 30,
    })
    expect(orderFilters(parts(ordersOfDayHref('2026-11-27')).params)).toMatchObject({
      status: null,
      dateFrom: '2026-11-27',
      dateTo: '2026-11-27',
    })
    expect(returnFilters(parts(returnsOfDayHref('2026-11-27')).params)).toEqual({
      q: '',
      dateFrom: '2026-11-27',
      dateTo: '2026-11-27',
    })
  })
})
