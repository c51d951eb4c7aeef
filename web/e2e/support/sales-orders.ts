import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { components } from '../../src/lib/api/schema.gen'
import { expectNoSeriousA11yViolations } from './a11y'
import { dismissSnackbar } from './concepts'
import { parseCsv, recordsOf } from './csv'
import type { ApiSession } from './products'
import { en, text, type Locale } from './texts'

// Sales orders for a journey, sent through the API as a webshop or the order form would, with the
// account's own demo products. Order numbers unique to the run keep journeys apart.

type SalesOrderFields = components['schemas']['SalesOrderFields']
type SalesOrderLine = components['schemas']['SalesOrderLine']
export type SalesOrderStatus = components['schemas']['SalesOrderStatus']

export interface CreatedOrder {
  id: number
  orderNumber: string
  lines: SalesOrderLine[]
}

const authorised = ({ token }: ApiSession) => ({ Authorization: `Bearer ${token}` })

/** An order number no other run or journey uses, e.g. 'E2E-LQ2X8F3K4A'. */
export const uniqueOrderNumber = (): string =>
  `E2E-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

/** The article numbers of `count` active products of the account (the demo catalogue has plenty). */
export async function activeArticles(
  request: APIRequestContext,
  session: ApiSession,
  count: number,
): Promise<string[]> {
  const found = await request.get(`/api/clients/${session.clientId}/products`, {
    headers: authorised(session),
    params: { status: 'active', limit: count },
  })
  expect(found.status()).toBe(200)
  const rows = ((await found.json()) as { data: { article_number: string }[] }).data
  expect(rows.length, 'active demo products').toBe(count)
  return rows.map((row) => row.article_number)
}

/** An active product of the account without lots with units to ship: the warehouse ships it from lot "". */
export async function shippableArticle(request: APIRequestContext, session: ApiSession): Promise<string> {
  const found = await request.get(`/api/clients/${session.clientId}/products`, {
    headers: authorised(session),
    params: { status: 'active', limit: 200 },
  })
  expect(found.status()).toBe(200)
  const rows = (
    (await found.json()) as { data: { article_number: string; available_stock: number; has_lot_numbering: boolean }[] }
  ).data
  const product = rows.find((row) => !row.has_lot_numbering && row.available_stock >= 5)
  if (!product) throw new Error('the demo account has no product without lots in stock')
  return product.article_number
}

/** An order with a line per article (quantities 1, 2, ...), delivered in Amsterdam; `fields` overrides. */
export function salesOrderFields(
  articles: readonly string[],
  fields: Partial<SalesOrderFields> = {},
): SalesOrderFields & { order_number: string } {
  const lines: SalesOrderLine[] = articles.map((article_number, index) => ({
    article_number,
    quantity: index + 1,
    price_incl_vat: 1210 * (index + 1),
    vat_percentage: 21,
  }))
  return {
    order_date: new Date().toISOString().slice(0, 10),
    payment_method: 'IDeal',
    delivery_address: {
      company_name: 'Canal Tea Rooms',
      first_name: 'Daan',
      last_name: 'de Vries',
      country: 'NL',
      postal_code: '1016 DK',
      house_number: '12',
      street: 'Keizersgracht',
      city: 'Amsterdam',
      email: 'daan@example.com',
    },
    use_delivery_as_invoice_address: true,
    lines,
    ...fields,
    order_number: fields.order_number ?? uniqueOrderNumber(),
  }
}

/** Sends an order with a line per article (quantities 1, 2, ...), delivered in Amsterdam; `fields` overrides. */
export async function createSalesOrder(
  request: APIRequestContext,
  session: ApiSession,
  articles: readonly string[],
  fields: Partial<SalesOrderFields> = {},
): Promise<CreatedOrder> {
  const data = salesOrderFields(articles, fields)
  const created = await request.post(`/api/clients/${session.clientId}/sales-orders`, {
    headers: authorised(session),
    data,
  })
  expect(created.status(), `order ${data.order_number}: ${await created.text()}`).toBe(201)
  const { id } = ((await created.json()) as { data: { id: number } }).data
  return { id, orderNumber: data.order_number, lines: data.lines ?? [] }
}

/** Puts the order on hold, releases or cancels it through the API. */
export async function changeStatus(
  request: APIRequestContext,
  session: ApiSession,
  order: CreatedOrder,
  transition: 'hold' | 'release' | 'cancel',
): Promise<void> {
  const changed = await request.post(`/api/clients/${session.clientId}/sales-orders/${order.id}/${transition}`, {
    headers: authorised(session),
  })
  expect(changed.status(), `${transition} ${order.orderNumber}: ${await changed.text()}`).toBe(200)
}

/** The order overview's controls in `locale`. */
export function orderOverview(page: Page, locale: Locale = 'en-GB') {
  const t = (key: string, values?: Record<string, string | number>) => text(key, values, locale)
  const table = page.getByRole('table', { name: t('salesOrderOverview.tableLabel') })
  return {
    table,
    search: page.getByRole('searchbox', { name: t('common.labels.search') }),
    select: (filter: string) =>
      page.getByRole('combobox', { name: t(`salesOrderOverview.filters.${filter}`), exact: true }),
    total: (count: number) =>
      page
        .getByRole('status')
        .getByText(t(`salesOrderOverview.total_${count === 1 ? 'one' : 'other'}`, { total: count }), { exact: true }),
    row: (orderNumber: string): Locator =>
      table.getByRole('row').filter({ has: page.getByRole('link', { name: orderNumber, exact: true }) }),
  }
}

/** The status badge beside the order page's title. */
export const statusBadge = (page: Page, status: string): Locator =>
  page
    .locator('main')
    .locator('.mantine-Badge-root')
    .filter({ hasText: new RegExp(`^${status}$`) })

/**
 * Exports `kind` ('orders' or 'orderlines') of the order overview on the page, with its filters, as
 * CSV through the Export menu (checked by axe once it is open) and returns the file's rows by column.
 */
export async function exportOrdersCsv(page: Page, kind: 'orders' | 'orderlines'): Promise<Record<string, string>[]> {
  await page.getByRole('button', { name: en('common.buttons.export'), exact: true }).click()
  const group = page.getByRole('group', { name: en(`salesOrderOverview.export.${kind}`) })
  await expectNoSeriousA11yViolations(page, 'export menu')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    group.getByRole('menuitem', { name: en('salesOrderOverview.export.format.csv') }).click(),
  ])
  await dismissSnackbar(page, en('salesOrderOverview.export.started'))
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  return recordsOf(parseCsv(readFileSync(await download.path(), 'utf8')))
}
