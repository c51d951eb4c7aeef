import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { choose, conceptList, dismissSnackbar, searchConcepts } from './support/concepts'
import { apiLogin, createProducts, uniquePrefix, type ApiSession } from './support/products'
import { shot } from './support/shots'
import { en } from './support/texts'

// Journeys on a machine shared with builds: generous, but each step still waits only as long as it must.
test.describe.configure({ timeout: 120_000 })

const TEXTS = 'conceptSalesOrders'
const authorised = ({ token }: ApiSession) => ({ Authorization: `Bearer ${token}` })

/** Adds an address to the account's address book, as the address book page would. */
async function createAddress(request: APIRequestContext, session: ApiSession, company: string): Promise<void> {
  const response = await request.post(`/api/clients/${session.clientId}/address-book`, {
    headers: authorised(session),
    data: {
      delivery_address: {
        company_name: company,
        last_name: 'de Boer',
        country: 'NL',
        postal_code: '2161 AZ',
        house_number: '3',
        street: 'Stationsweg',
        city: 'Lisse',
        email: 'anna@example.com',
      },
      use_delivery_as_invoice_address: true,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** Saves concept orders through the API, one line of `articleNumber` each; returns their ids in order. */
async function createConceptOrders(
  request: APIRequestContext,
  session: ApiSession,
  articleNumber: string,
  references: readonly string[],
): Promise<number[]> {
  const ids: number[] = []
  for (const reference of references) {
    const created = await request.post(`/api/clients/${session.clientId}/concept-sales-orders`, {
      headers: authorised(session),
      data: {
        order_number: uniquePrefix('SO'),
        order_date: '2026-11-20',
        delivery_date: '2026-11-25',
        reference,
        payment_method: 'Invoice',
        delivery_address: {
          company_name: `Customer of ${reference}`,
          country: 'NL',
          postal_code: '1012 JS',
          house_number: '1',
          street: 'Dam',
          city: 'Amsterdam',
        },
        use_delivery_as_invoice_address: true,
        lines: [{ article_number: articleNumber, quantity: 1, price_incl_vat: 995, vat_percentage: 21 }],
      },
    })
    expect(created.status(), `concept ${reference}: ${await created.text()}`).toBe(201)
    ids.push(((await created.json()) as { data: { id: number } }).data.id)
  }
  return ids
}

/** The sales order form's inputs by their accessible names (required ones carry an asterisk that is not part of the name). */
function orderForm(page: Page) {
  const order = page.getByRole('group', { name: en('salesOrderForm.sections.order'), exact: true })
  const line = (number: number) =>
    page.getByRole('group', { name: en('salesOrderForm.lines.line', { number }), exact: true })
  return {
    field: (name: string) => order.getByRole('textbox', { name: en(`salesOrderForm.fields.${name}`), exact: true }),
    select: (name: string) => order.getByRole('combobox', { name: en(`salesOrderForm.fields.${name}`), exact: true }),
    addressBook: page.getByRole('textbox', { name: en('salesOrderForm.addressBook.label'), exact: true }),
    delivery: (name: string) =>
      page
        .getByRole('group', { name: en('addresses.delivery'), exact: true })
        .getByRole('textbox', { name: en(`addresses.fields.${name}`), exact: true }),
    lineInput: (number: number, name: string) =>
      line(number).getByRole('textbox', { name: en(`salesOrderForm.lines.${name}`), exact: true }),
    line,
    send: page.getByRole('button', { name: en('common.buttons.send'), exact: true }),
    saveConcept: page.getByRole('button', { name: en('common.buttons.saveConcept'), exact: true }),
  }
}

const outcome = (page: Page, key: string, values?: Record<string, string | number>) =>
  page.getByRole('alert').getByText(en(key, values), { exact: true })

test('an order from an address-book address with a stock warning is saved as concept, changed and sent', async ({
  browser,
  request,
}) => {
  const session = await apiLogin(request, DEMO.client)
  const prefix = uniquePrefix('ORD')
  const company = `Keukenhof ${prefix}`
  // A new product has no stock: any quantity is more than is available.
  await createProducts(request, session.token, session.clientId, [
    { article_number: `${prefix}-MUG`, name: `Tulip mug ${prefix}` },
  ])
  await createAddress(request, session, company)

  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.client)
  await page.goto('/sales-order/create')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.salesOrder.create.title') })).toBeVisible()
  const form = orderForm(page)
  // The next free number is proposed, counting on from the account's last number (TUL01026 -> TUL01027).
  await expect(form.field('orderNumber')).toHaveValue(/\d$/)
  const orderNumber = await form.field('orderNumber').inputValue()

  await form.addressBook.fill(company.slice(-10))
  await page.getByRole('option').filter({ hasText: company }).click()
  await expect(form.delivery('companyName')).toHaveValue(company)
  await expect(form.delivery('street')).toHaveValue('Stationsweg')
  await form.field('reference').fill(`Spring ${prefix}`)
  await choose(page, form.select('paymentMethod'), en('salesOrderForm.paymentMethods.IDeal'))

  await form.lineInput(1, 'product').fill(`${prefix}-MUG`)
  await page
    .getByRole('option')
    .filter({ hasText: `${prefix}-MUG` })
    .click()
  await form.lineInput(1, 'quantity').fill('3')
  await expect(form.line(1).getByRole('status')).toHaveText(en('salesOrderForm.warnings.moreThanAvailable'))
  await shot(page, 'sales-order-create-en')
  await expectNoSeriousA11yViolations(page, 'add new order with a stock warning')

  // Saved as a concept: found in the concept orders, Ready.
  await form.saveConcept.click()
  await expect(page).toHaveURL((url) => url.pathname === '/sales-order/concept')
  await dismissSnackbar(page, en('salesOrderForm.saved.concept', { orderNumber }))
  const list = conceptList(page, 'en-GB', TEXTS)
  await searchConcepts(page, prefix, 1, 'en-GB', TEXTS)
  const row = list.row(orderNumber)
  await expect(row.getByText(en(`${TEXTS}.flag.ready`), { exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: company, exact: true })).toBeVisible()
  await shot(page, 'sales-order-concepts-en')
  await expectNoSeriousA11yViolations(page, 'concept orders')

  // Opened, changed (fewer, still more than available) and sent: the order's page opens.
  await row.getByRole('link', { name: en(`${TEXTS}.list.editRow`, { orderNumber }) }).click()
  await expect(page.getByRole('heading', { level: 1, name: en('routes.salesOrder.concept.edit.title') })).toBeVisible()
  await expect(form.lineInput(1, 'product')).toHaveValue(`${prefix}-MUG`)
  await expect(form.delivery('companyName')).toHaveValue(company)
  await form.lineInput(1, 'quantity').fill('2')
  await form.field('shippingMethod').fill('PostNL')
  await expectNoSeriousA11yViolations(page, 'edit concept order')
  await form.send.click()
  await expect(page).toHaveURL((url) => /^\/client\/\d+\/sales-order\/\d+$/.test(url.pathname))
  await dismissSnackbar(page, en(`${TEXTS}.edit.sent`, { orderNumber }))

  const salesOrderId = Number(new URL(page.url()).pathname.split('/').at(-1))
  const order = await request.get(`/api/clients/${session.clientId}/sales-orders/${salesOrderId}`, {
    headers: authorised(session),
  })
  expect(order.status()).toBe(200)
  expect(((await order.json()) as { data: unknown }).data).toMatchObject({
    status: 'Complete',
    fields: { order_number: orderNumber, shipping_method: 'PostNL', lines: [{ quantity: 2 }] },
    warnings: { 'lines.0.quantity': ['orders.warning.more_than_available'] },
  })
  await context.close()
})

test('three concept orders sent in bulk: one fails and stays selected until a bulk edit fixes it', async ({
  browser,
  request,
}) => {
  const session = await apiLogin(request, DEMO.client)
  const prefix = uniquePrefix('BLK')
  await createProducts(request, session.token, session.clientId, [
    { article_number: `${prefix}-TRAY`, name: `Oak tray ${prefix}` },
  ])
  const references = ['A', 'B', 'C'].map((letter) => `${prefix} ${letter}`)
  const ids = await createConceptOrders(request, session, `${prefix}-TRAY`, references)
  // A later bulk edit put the third one's order date after its desired shipment date.
  const edited = await request.post(`/api/clients/${session.clientId}/concept-sales-orders/bulk`, {
    headers: authorised(session),
    data: { ids: [ids[2]], changes: { order_date: '2026-11-28' } },
  })
  expect(edited.status(), await edited.text()).toBe(200)
  const failing = await request.get(`/api/clients/${session.clientId}/concept-sales-orders/${ids[2]}`, {
    headers: authorised(session),
  })
  const failingNumber = ((await failing.json()) as { data: { fields: { order_number: string } } }).data.fields
    .order_number

  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.client)
  await page.goto('/sales-order/concept')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.salesOrder.concept.title') })).toBeVisible()
  const list = conceptList(page, 'en-GB', TEXTS)
  await searchConcepts(page, prefix, 3, 'en-GB', TEXTS)
  await list.selectAll.check()
  await expect(page.getByText(en(`${TEXTS}.list.selected_other`, { count: 3 }))).toBeVisible()
  await list.send.click()
  await expect(outcome(page, `${TEXTS}.send.succeeded_other`, { count: 2 })).toBeVisible()
  await expect(outcome(page, `${TEXTS}.send.failed_one`, { count: 1 })).toBeVisible()
  // The sent ones leave the list (searching again would start a new selection).
  await expect(list.table.locator('tbody tr.mantine-datatable-row')).toHaveCount(1)
  await expect(list.select(failingNumber)).toBeChecked()
  await expect(page.getByRole('list', { name: en(`${TEXTS}.list.errorsOf`, { name: failingNumber }) })).toContainText(
    en('orders.validation.delivery_before_order_date'),
  )
  await shot(page, 'sales-order-concepts-bulk-send')
  await expectNoSeriousA11yViolations(page, 'concept orders after a bulk send')

  // A bulk edit of the order date fixes it: that was the last one.
  await list.bulkEdit.click()
  const dialog = page.getByRole('dialog')
  await choose(
    page,
    dialog.getByRole('combobox', { name: en(`${TEXTS}.bulkEdit.field`), exact: true }),
    en('salesOrderForm.fields.orderDate'),
  )
  await dialog.getByRole('textbox', { name: en('salesOrderForm.fields.orderDate'), exact: true }).fill('2026-11-21')
  await expectNoSeriousA11yViolations(page, 'bulk edit of concept orders')
  await dialog.getByRole('button', { name: en(`${TEXTS}.bulkEdit.apply`), exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(outcome(page, `${TEXTS}.bulkEdit.succeeded_one`, { count: 1 })).toBeVisible()
  await expect(outcome(page, `${TEXTS}.bulkEdit.last`)).toBeVisible()
  await expect(list.row(failingNumber).getByText(en(`${TEXTS}.flag.ready`), { exact: true })).toBeVisible()
  await context.close()
})
