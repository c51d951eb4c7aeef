import { expect, type APIRequestContext } from '@playwright/test'
import type { components } from '../../src/lib/api/schema.gen'
import type { ApiSession } from './products'

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

/** Sends an order with a line per article (quantities 1, 2, ...), delivered in Amsterdam; `fields` overrides. */
export async function createSalesOrder(
  request: APIRequestContext,
  session: ApiSession,
  articles: readonly string[],
  fields: Partial<SalesOrderFields> = {},
): Promise<CreatedOrder> {
  const lines: SalesOrderLine[] = articles.map((article_number, index) => ({
    article_number,
    quantity: index + 1,
    price_incl_vat: 1210 * (index + 1),
    vat_percentage: 21,
  }))
  const orderNumber = fields.order_number ?? uniqueOrderNumber()
  const created = await request.post(`/api/clients/${session.clientId}/sales-orders`, {
    headers: authorised(session),
    data: {
      order_number: orderNumber,
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
    } satisfies SalesOrderFields,
  })
  expect(created.status(), `order ${orderNumber}: ${await created.text()}`).toBe(201)
  const { id } = ((await created.json()) as { data: { id: number } }).data
  return { id, orderNumber, lines }
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
