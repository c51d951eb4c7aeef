import { expect, type APIRequestContext } from '@playwright/test'
import type { components } from '../../src/lib/api/schema.gen'
import type { ApiSession } from './products'
import { text, type Locale } from './texts'

// The dashboard as the API gives it to a user, and the words the dashboard and the lists put its
// counts in, so a journey compares the screens with the API's figures.

export type Dashboard = components['schemas']['Dashboard']
export type DashboardCount = components['schemas']['DashboardCount']
export type AttentionKey = components['schemas']['DashboardAttention']['key']

/** The dashboard of the user's current account, as its API call answers it now. */
export async function readDashboard(request: APIRequestContext, session: ApiSession): Promise<Dashboard> {
  const answer = await request.get(`/api/clients/${session.clientId}/dashboard`, {
    headers: { Authorization: `Bearer ${session.token}` },
  })
  expect(answer.status(), `dashboard: ${await answer.text()}`).toBe(200)
  return ((await answer.json()) as { data: Dashboard }).data
}

/** A whole number as the screens write it in the locale ('1,234', '1.234'). */
export const formatWhole = (value: number, locale: Locale): string => new Intl.NumberFormat(locale).format(value)

/** A count as the dashboard shows it: the number, or 'More than 1,000' when the list stopped counting. */
export const countText = ({ total, total_capped }: DashboardCount, locale: Locale): string =>
  total_capped ? text('dashboard.more', { total: formatWhole(total, locale) }, locale) : formatWhole(total, locale)

/** Each attention item's list: its path and filter in the address, and its total's texts key. */
export const attentionLists: Record<AttentionKey, { path: string; search: Record<string, string>; total: string }> = {
  orders_data_issue: { path: '/sales-order', search: { status: 'DataIssue' }, total: 'salesOrderOverview.total' },
  concept_orders: { path: '/sales-order/concept', search: {}, total: 'conceptSalesOrders.list.total' },
  orders_on_hold: { path: '/sales-order', search: { status: 'OnHold' }, total: 'salesOrderOverview.total' },
  concept_products_to_adjust: {
    path: '/product/concept',
    search: { has_errors: '1' },
    total: 'conceptProducts.list.total',
  },
  products_below_minimum: { path: '/product', search: { stock_alert: 'insufficient' }, total: 'productOverview.total' },
  concept_deliveries_to_adjust: {
    path: '/delivery/concept',
    search: { has_errors: '1' },
    total: 'conceptDeliveries.list.total',
  },
  lots_expiring: { path: '/stock/batch', search: { expires_within: '30' }, total: 'stockBatchReport.total' },
}

/** A list's total as its page says it ('3 orders', 'More than 1,000 orders'), by the list's texts key. */
export function listTotalText(key: string, { total, total_capped }: DashboardCount, locale: Locale): string {
  const values = { total: formatWhole(total, locale) }
  if (total_capped) return text(`${key}More`, values, locale)
  const plural = new Intl.PluralRules(locale).select(total) === 'one' ? 'one' : 'other'
  return text(`${key}_${plural}`, values, locale)
}
