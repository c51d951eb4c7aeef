import { expect, type APIRequestContext } from '@playwright/test'
import { importConcepts } from './concepts'
import { kade } from './kade'
import { createProducts, uniquePrefix, type ApiSession } from './products'
import { createSalesOrder } from './sales-orders'

// Records whose texts are as long as their fields allow, unbroken (no space to wrap at), for the
// screens journey: they, not whatever other journeys left, are what makes a table too wide. Each
// list shows the newest first, or article numbers from '0', so they are on its first page.

/** The longest code ('TUL-CHO-04-CT6', 'LOT-1118-2-D') that a table shows whole: only a longer one may be cut. */
export const USUAL_CODE_LENGTH = 16

/** A value of exactly `length` characters that starts with `start` and has no space to wrap at. */
const longest = (start: string, length: number): string => start.padEnd(length, 'X').slice(0, length)

export interface LongRecords {
  /** A product's article number (50) and name (200). */
  articleNumber: string
  name: string
  /**
   * An order of the product with an order number and reference of 50, a company name of 100 and a
   * line with the largest amounts.
   */
  order: { id: number; orderNumber: string; reference: string; companyName: string }
  /** A delivery of the product with a reference of 50, received by the warehouse in a lot of 50. */
  deliveryReference: string
  lotNumber: string
  /** A parcel of the order that came back, posted by the warehouse, with a reason of 200. */
  returnReason: string
  /** Concepts of a product, an order and a delivery, with the same lengths. */
  concept: { articleNumber: string; orderNumber: string; deliveryReference: string }
  /** An address book address with a company name of 100. */
  addressCompanyName: string
  /** An API key with a name of 100. */
  apiKeyName: string
}

/** Makes the long records in the session's account through the API, as a webshop would. */
export async function createLongRecords(request: APIRequestContext, session: ApiSession): Promise<LongRecords> {
  const prefix = uniquePrefix('0LONG')
  const articleNumber = longest(prefix, 50)
  // A code of the longest usual length, which the lists show whole (see USUAL_CODE_LENGTH). It is
  // unique by digits, not by the prefix's letters: an M or a W is twice as wide as an I, and a width
  // that changed with the clock would make a table fit in one run and not in the next.
  const usual = `0U-${Date.now() % 1e9}${Math.floor(Math.random() * 100)}`.padEnd(USUAL_CODE_LENGTH, '0')
  const name = longest(`Verpakkingsmateriaalassortiment-${prefix}`, 200)
  const headers = { Authorization: `Bearer ${session.token}` }
  const base = `/api/clients/${session.clientId}`
  const post = async (path: string, data: object) => {
    const created = await request.post(`${base}/${path}`, { headers, data })
    expect(created.status(), `${path}: ${await created.text()}`).toBe(201)
    return ((await created.json()) as { data: { id: number } }).data.id
  }

  // Beside each long record, one whose codes have the longest usual length, which the lists show
  // whole: a list must fit both.
  await createProducts(request, session.token, session.clientId, [
    { article_number: articleNumber, name },
    { article_number: usual, name: 'Gift box' },
  ])
  const companyName = longest(`Company-${prefix}`, 100)
  const address = {
    company_name: companyName,
    country: 'NL',
    postal_code: '1016 DK',
    house_number: '12',
    street: longest('Keizersgracht', 100),
    city: longest('Amsterdam', 100),
  }
  // The largest amounts a line allows: a million at € 100,000.00 excl. VAT, with a discount of two
  // decimals, so the line's amount and VAT run into the tens of billions.
  const orderNumber = longest(`${prefix}-ORDER`, 50)
  const reference = longest(`${prefix}-REF`, 50)
  const line = {
    article_number: articleNumber,
    quantity: 1_000_000,
    price_excl_vat: 10_000_000,
    discount_percentage: 12.34,
  }
  const order = await createSalesOrder(request, session, [articleNumber], {
    order_number: orderNumber,
    reference,
    delivery_address: address,
    lines: [{ ...line, vat_percentage: 21 }],
  })
  await createSalesOrder(request, session, [usual], {
    order_number: usual,
    reference: usual,
    delivery_address: address,
  })

  const planned = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const delivery = (reference: string) => ({
    reference,
    planned_date: planned,
    unit_load: 'Pallet',
    number_of_pallets: 1,
    lines: [{ article_number: articleNumber, quantity: 1_000 }],
  })
  const deliveryReference = longest(`${prefix}-IN`, 50)
  const lotNumber = longest(`${prefix}-LOT`, 50)
  const deliveryId = await post('deliveries', delivery(deliveryReference))
  await post('deliveries', delivery(usual))
  // Receipts come from the warehouse: today's, so the inbound overview lists it first.
  await kade(
    'delivery',
    'receive',
    ...['--client', String(session.clientId), '--delivery', String(deliveryId)],
    ...['--number', longest(`${prefix}-REC`, 50), '--lot', lotNumber],
  )
  // What came back of the order, from the warehouse too: today's, so the return overview lists it
  // first, blocked (the longest status in Dutch), in the largest quantity, with the longest reason.
  const returnReason = longest(`${prefix}-REASON`, 200)
  const warehouseKey = (await kade('warehouse-key', 'create', '--name', `${prefix} returns`)).trim()
  const returned = await request.post('/api/warehouse/returns', {
    headers: { Authorization: `Bearer ${warehouseKey}`, 'Idempotency-Key': `${prefix}-RETURN` },
    data: {
      client_id: session.clientId,
      return_date: new Date().toISOString().slice(0, 10),
      order_number: orderNumber,
      lines: [
        ...[{ article_number: articleNumber, lot_number: lotNumber, quantity: 1_000_000, unit: 'Pallet' }],
        ...[{ article_number: usual, lot_number: usual, quantity: 1, unit: 'Piece' }],
      ].map((returnLine) => ({ ...returnLine, stock_status: 'blocked', reason: returnReason })),
    },
  })
  expect(returned.status(), `the return: ${await returned.text()}`).toBe(201)

  const concept = {
    articleNumber: longest(`${prefix}-CONCEPT`, 50),
    orderNumber: longest(`${prefix}-CONCEPT`, 50),
    deliveryReference: longest(`${prefix}-CONCEPT`, 50),
  }
  // Each concept is imported 'To adjust', as an import leaves it (the API refuses what has errors):
  // its flag cell, a badge with the button that shows its errors, is the widest a concept list has,
  // whatever concepts other journeys leave. A product without a unit; an order and a delivery with a
  // second line of an article the account does not have. Beside each, a concept whose codes have
  // the longest usual length, which a list shows whole: together they widen the columns the most.
  const unknown = longest(`${prefix}-UNKNOWN`, 50)
  const importTo = async (area: string, rows: string[][]) => {
    const csv = rows.map((row) => row.join(';')).join('\n')
    const imported = await importConcepts(request, session, csv, area)
    expect(imported.rows_with_errors, `the ${area} import has an error`).toBeGreaterThan(0)
  }
  await importTo('concept-products', [
    ['article_number', 'name', 'product_type', 'unit'],
    [concept.articleNumber, name, 'Electronic', ''],
    [usual, name, 'Electronic', ''],
  ])
  const orderAddress = [address.company_name, address.country, address.postal_code, address.house_number]
  const orderOf = (orderNumber: string, reference: string) => [
    ...[orderNumber, new Date().toISOString().slice(0, 10), reference, 'IDeal'],
    ...[...orderAddress, address.street, address.city],
  ]
  await importTo('concept-sales-orders', [
    [
      ...['order_number', 'order_date', 'reference', 'payment_method', 'delivery_company_name', 'delivery_country'],
      ...['delivery_postal_code', 'delivery_house_number', 'delivery_street', 'delivery_city'],
      ...['article_number', 'quantity', 'price_excl_vat', 'vat_percentage', 'discount_percentage'],
    ],
    [...orderOf(concept.orderNumber, reference), articleNumber, '1000000', '100000', '21', '12.34'],
    [...orderOf(concept.orderNumber, reference), unknown, '1', '', '', ''],
    [...orderOf(usual, usual), unknown, '1', '', '', ''],
  ])
  await importTo('concept-deliveries', [
    ['reference', 'planned_date', 'unit_load', 'number_of_pallets', 'article_number', 'quantity'],
    [concept.deliveryReference, planned, 'Pallet', '1', articleNumber, '1000'],
    [concept.deliveryReference, planned, 'Pallet', '1', unknown, '1'],
    [usual, planned, 'Pallet', '1', unknown, '1'],
  ])
  await post('address-book', { delivery_address: address, use_delivery_as_invoice_address: true })
  const apiKeyName = longest(`Webshop-${prefix}`, 100)
  await post('api-keys', { name: apiKeyName })

  return {
    articleNumber,
    name,
    order: { id: order.id, orderNumber, reference, companyName },
    deliveryReference,
    lotNumber,
    returnReason,
    concept,
    addressCompanyName: companyName,
    apiKeyName,
  }
}
