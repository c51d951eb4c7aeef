import { routePath, type StaticRouteName } from '@/config/paths'
import type { AttentionKey } from '../api/get-dashboard'

// Where each figure of the dashboard leads: the list it counts, with the filter it counts by, in
// the address as that list reads it (its filters module's parseFilters), so the list's total is the
// figure. The API's description of getDashboard names each list and filter.

/** The days 'lots expiring' looks ahead, as the API counts them. */
export const EXPIRING_WITHIN_DAYS = 30

const listUrl = (route: StaticRouteName, params: Record<string, string> = {}): string => {
  const search = new URLSearchParams(params).toString()
  return search ? `${routePath(route)}?${search}` : routePath(route)
}

/** The concept lists' flag filter 'To adjust' (has_errors as 1, as the concept lists read it). */
const toAdjust = { has_errors: '1' }

const attentionLinks: Record<AttentionKey, () => string> = {
  orders_data_issue: () => listUrl('salesOrder.overview', { status: 'DataIssue' }),
  concept_orders: () => listUrl('salesOrder.concept'),
  orders_on_hold: () => listUrl('salesOrder.overview', { status: 'OnHold' }),
  concept_products_to_adjust: () => listUrl('product.concept', toAdjust),
  products_below_minimum: () => listUrl('product.index', { stock_alert: 'insufficient' }),
  concept_deliveries_to_adjust: () => listUrl('delivery.concept', toAdjust),
  lots_expiring: () => listUrl('stock.batchReport', { expires_within: String(EXPIRING_WITHIN_DAYS) }),
}

/** The filtered list an attention item counts. */
export const attentionHref = (key: AttentionKey): string => attentionLinks[key]()

/** The order overview of one day's orders (by order date): From and To that day. */
export const ordersOfDayHref = (date: string): string =>
  listUrl('salesOrder.overview', { date_from: date, date_to: date })

/** The return overview of the returns booked on one day: From and To that day. */
export const returnsOfDayHref = (date: string): string => listUrl('returns.index', { date_from: date, date_to: date })
