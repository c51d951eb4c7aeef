import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { choose, conceptList, dismissSnackbar, searchConcepts } from './support/concepts'
import { parseCsv, recordsOf } from './support/csv'
import { apiLogin, uniquePrefix, type ApiSession } from './support/products'
import { activeArticles } from './support/sales-orders'
import { shot } from './support/shots'
import { en } from './support/texts'

// Inbound deliveries in the browser: add one (its field errors at the fields), edit and cancel one,
// the inbound overview's From/To and export, and a supplier's bulk edit and send of concepts.

const authorised = ({ token }: ApiSession) => ({ Authorization: `Bearer ${token}` })

/** A planned date `days` from today, as the date input takes it. */
const isoDay = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The delivery form's controls. */
function deliveryForm(page: Page) {
  const line = (number: number) => page.getByRole('group', { name: en('deliveryForm.lines.line', { number }) })
  return {
    reference: page.getByRole('textbox', { name: en('deliveryForm.fields.reference') }),
    plannedDate: page.getByLabel(en('deliveryForm.fields.plannedDate')),
    unitLoad: page.getByRole('combobox', { name: en('deliveryForm.fields.unitLoad') }),
    line,
    product: (number: number) => line(number).getByRole('textbox', { name: en('deliveryForm.lines.product') }),
    quantity: (number: number) => line(number).getByRole('textbox', { name: en('deliveryForm.lines.quantity') }),
    addLine: page.getByRole('button', { name: en('deliveryForm.lines.add'), exact: true }),
  }
}

/** Types an article number into a line's product search and picks the product it finds. */
async function pickProduct(page: Page, product: Locator, articleNumber: string): Promise<void> {
  await product.fill(articleNumber)
  await page.getByRole('option', { name: new RegExp(articleNumber) }).click()
}

/** The delivery overview's controls. */
function overview(page: Page) {
  const table = page.getByRole('table', { name: en('deliveryOverview.tableLabel') })
  return {
    table,
    search: page.getByRole('searchbox', { name: en('common.labels.search') }),
    row: (reference: string): Locator =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name: reference, exact: true }) }),
  }
}

/** Shows the delivery overview with only the delivery `reference`. */
async function findDelivery(page: Page, reference: string): Promise<Locator> {
  const list = overview(page)
  await list.search.fill(reference)
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === reference)
  await expect(list.table.locator('tbody tr')).toHaveCount(1)
  return list.row(reference)
}

/** Announces a delivery through the API, as the form's Send does. */
async function announce(request: APIRequestContext, session: ApiSession, reference: string, articles: string[]) {
  const created = await request.post(`/api/clients/${session.clientId}/deliveries`, {
    headers: authorised(session),
    data: {
      reference,
      planned_date: isoDay(5),
      unit_load: 'Colli',
      lines: articles.map((article_number, index) => ({ article_number, quantity: 10 * (index + 1) })),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
}

test('a client adds a delivery: a too-long reference, a second line of one article and an unknown product are refused at their fields; fixed, it is sent', async ({
  page,
  request,
}) => {
  test.slow() // a long form, two pages and two axe checks
  const session = await apiLogin(request, DEMO.client)
  const [first, second] = await activeArticles(request, session, 2)
  const reference = uniquePrefix('IN')

  await login(page, DEMO.client)
  await page.goto('/delivery/create')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.delivery.concept.create.title') })).toBeVisible()
  const form = deliveryForm(page)
  await form.reference.fill(`${reference} ${'x'.repeat(50)}`)
  await form.plannedDate.fill(isoDay(7))
  await choose(page, form.unitLoad, en('deliveryForm.unitLoads.Pallet'))
  await page.getByRole('textbox', { name: en('deliveryForm.fields.numberOfPallets') }).fill('2')
  await pickProduct(page, form.product(1), first)
  await form.addLine.click()
  await form.product(2).fill(first)
  await form.quantity(2).fill('5')
  await page.getByRole('button', { name: en('common.buttons.send'), exact: true }).click()

  await expect(form.reference).toHaveAccessibleDescription(new RegExp(en('deliveries.validation.reference_max')))
  await expect(form.product(2)).toHaveAccessibleDescription(new RegExp(en('deliveries.validation.duplicate_article')))
  await shot(page, 'delivery-create-errors-en')
  await expectNoSeriousA11yViolations(page, 'delivery form with errors')

  // What only the API can tell: a product the account does not have, at its line.
  await form.reference.fill(reference)
  await pickProduct(page, form.product(2), second)
  await form.addLine.click()
  await form.product(3).fill(`${reference}-UNKNOWN`)
  await page.getByRole('button', { name: en('common.buttons.send'), exact: true }).click()
  await expect(form.product(3)).toHaveAccessibleDescription(new RegExp(en('deliveries.validation.product_unknown')))
  await form
    .line(3)
    .getByRole('button', { name: en('deliveryForm.lines.remove', { number: 3 }) })
    .click()
  await page.getByRole('button', { name: en('common.buttons.send'), exact: true }).click()
  await expect(page).toHaveURL(/\/delivery\/delivery-overview/)
  await dismissSnackbar(page, en('deliveryForm.saved.sent', { reference }))
  const row = await findDelivery(page, reference)
  await expect(row.getByText(en('deliveryOverview.status.Announced'))).toBeVisible()
  await expect(row.getByText(en('deliveryForm.unitLoads.Pallet'))).toBeVisible()
  await expect(row.getByText('Daan de Vries')).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'delivery overview')
})

test('a client edits an announced delivery, then cancels it after confirming', async ({ page, request }) => {
  test.slow()
  const session = await apiLogin(request, DEMO.client)
  const articles = await activeArticles(request, session, 2)
  const reference = uniquePrefix('EDIT')
  await announce(request, session, reference, articles)

  await login(page, DEMO.client)
  await page.goto('/delivery/delivery-overview')
  const row = await findDelivery(page, reference)
  await row.getByRole('link', { name: en('deliveryOverview.editRow', { reference }) }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible()
  const form = deliveryForm(page)
  await expect(form.product(1)).toHaveValue(articles[0])
  await form.quantity(2).fill('35')
  await choose(page, form.unitLoad, en('deliveryForm.unitLoads.Container'))
  await choose(
    page,
    page.getByRole('combobox', { name: en('deliveryForm.fields.containerLength') }),
    en('deliveryForm.containerLengths.20ft'),
  )
  await expectNoSeriousA11yViolations(page, 'delivery edit')
  await page.getByRole('button', { name: en('common.buttons.save'), exact: true }).click()
  await expect(page).toHaveURL(/\/delivery\/delivery-overview/)
  await dismissSnackbar(page, en('deliveryOverview.saved', { reference }))

  const saved = await findDelivery(page, reference)
  await expect(saved.getByText(en('deliveryForm.unitLoads.Container'))).toBeVisible()
  await saved.getByRole('button', { name: en('deliveryOverview.cancel.button', { reference }) }).click()
  const dialog = page.getByRole('dialog', { name: en('deliveryOverview.cancel.title', { reference }) })
  await dialog.getByRole('button', { name: en('deliveryOverview.cancel.confirm'), exact: true }).click()
  await dismissSnackbar(page, en('deliveryOverview.cancel.done', { reference }))
  await expect(saved.getByText(en('deliveryOverview.status.Cancelled'))).toBeVisible()
  await expect(saved.getByRole('link', { name: en('deliveryOverview.editRow', { reference }) })).toHaveCount(0)
})

test('the inbound overview lists the receipt rows from From to To and exports them', async ({ page, request }) => {
  test.slow()
  const session = await apiLogin(request, DEMO.client)
  const [from, to] = [isoDay(-12), isoDay(-5)]
  // The demo's receipts of 8 and 9 days ago, as the API answers them for these dates.
  const answer = await request.get(`/api/clients/${session.clientId}/receipts`, {
    headers: authorised(session),
    params: { date_from: from, date_to: to },
  })
  const expected = ((await answer.json()) as { data: { reference: string; product_code: string }[] }).data
  expect(expected.length, 'demo receipt rows between the dates').toBeGreaterThan(0)

  await login(page, DEMO.client)
  await page.goto('/delivery/overview')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.delivery.receipt.title') })).toBeVisible()
  const table = page.getByRole('table', { name: en('inboundOverview.tableLabel') })
  await page.getByLabel(en('inboundOverview.filters.from'), { exact: true }).fill(from)
  await page.getByLabel(en('inboundOverview.filters.to'), { exact: true }).fill(to)
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('date_from') === from && url.searchParams.get('date_to') === to,
  )
  await expect(table.locator('tbody tr')).toHaveCount(expected.length)
  for (const column of ['reference', 'receiptDate', 'productCode', 'announcedQuantity', 'tradeUnit']) {
    await expect(table.getByRole('columnheader', { name: en(`inboundOverview.columns.${column}`) })).toBeVisible()
  }
  await expectNoSeriousA11yViolations(page, 'inbound overview')

  await page.getByRole('button', { name: en('common.buttons.export'), exact: true }).click()
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: en('inboundOverview.export.csv') }).click(),
  ])
  expect(csv.suggestedFilename()).toMatch(/^inbound-shipments-.*\.csv$/)
  const rows = recordsOf(parseCsv(readFileSync(await csv.path(), 'utf8')))
  expect(rows.map((row) => [row.reference, row.product_code])).toEqual(
    expected.map((row) => [row.reference, row.product_code]),
  )
  for (const row of rows) expect(row.receipt_date >= from && row.receipt_date <= to, row.receipt_date).toBe(true)
})

test("a supplier bulk edits concept deliveries until they are ready, sends them, and sees no one else's areas", async ({
  page,
  request,
}) => {
  test.slow()
  const session = await apiLogin(request, DEMO.supplier)
  const articles = await activeArticles(request, await apiLogin(request, DEMO.client), 1)
  const prefix = uniquePrefix('SUP')
  const references = [`${prefix}-1`, `${prefix}-2`]
  for (const reference of references) {
    const created = await request.post(`/api/clients/${session.clientId}/concept-deliveries`, {
      headers: authorised(session),
      data: {
        reference,
        planned_date: isoDay(3),
        unit_load: 'Colli',
        lines: [{ article_number: articles[0], quantity: 4 }],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
  }

  await login(page, DEMO.supplier)
  const menu = page.getByRole('navigation', { name: en('menu.label') })
  await expect(menu.getByText(en('menu.deliveries.title'), { exact: true })).toBeVisible()
  await expect(menu.getByText(en('menu.salesOrders.title'), { exact: true })).toHaveCount(0)
  await page.goto('/delivery/concept')
  await searchConcepts(page, prefix, 2, 'en-GB', 'conceptDeliveries')
  const list = conceptList(page, 'en-GB', 'conceptDeliveries')
  await list.selectAll.check()

  // Pallets without their number: both still have errors and stay selected.
  await list.bulkEdit.click()
  let dialog = page.getByRole('dialog', { name: en('conceptDeliveries.bulkEdit.title_other', { count: 2 }) })
  await choose(
    page,
    dialog.getByRole('combobox', { name: en('conceptDeliveries.bulkEdit.field') }),
    en('deliveryForm.fields.unitLoad'),
  )
  await choose(
    page,
    dialog.getByRole('combobox', { name: en('deliveryForm.fields.unitLoad') }),
    en('deliveryForm.unitLoads.Pallet'),
  )
  await dialog.getByRole('button', { name: en('conceptDeliveries.bulkEdit.apply'), exact: true }).click()
  await expect(page.getByText(en('conceptDeliveries.bulkEdit.failed_other', { count: 2 }))).toBeVisible()
  await expect(list.table.getByText(en('conceptDeliveries.flag.toAdjust'))).toHaveCount(2)

  await list.bulkEdit.click()
  dialog = page.getByRole('dialog', { name: en('conceptDeliveries.bulkEdit.title_other', { count: 2 }) })
  await choose(
    page,
    dialog.getByRole('combobox', { name: en('conceptDeliveries.bulkEdit.field') }),
    en('deliveryForm.fields.numberOfPallets'),
  )
  await dialog.getByRole('textbox', { name: en('deliveryForm.fields.numberOfPallets') }).fill('3')
  await dialog.getByRole('button', { name: en('conceptDeliveries.bulkEdit.apply'), exact: true }).click()
  await expect(page.getByText(en('conceptDeliveries.bulkEdit.last'))).toBeVisible()
  await expect(list.table.getByText(en('conceptDeliveries.flag.ready'))).toHaveCount(2)
  await shot(page, 'concept-deliveries-en')
  await expectNoSeriousA11yViolations(page, 'concept deliveries after bulk edit')

  await list.selectAll.check()
  await list.send.click()
  await expect(page.getByText(en('conceptDeliveries.send.succeeded_other', { count: 2 }))).toBeVisible()
  await expect(page.getByText(en('conceptDeliveries.send.failed_other', { count: 0 }))).toBeVisible()

  await page.goto('/delivery/delivery-overview')
  const row = await findDelivery(page, references[0])
  await expect(row.getByText(en('deliveryOverview.status.Announced'))).toBeVisible()
  await expect(row.getByText(en('deliveryForm.unitLoads.Pallet'))).toBeVisible()
})
