import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, TULIP, TULIP_TRANSLATOR_ORDER as EDI } from './support/auth'
import { choose } from './support/concepts'
import { exportOrdersCsv, orderOverview } from './support/sales-orders'
import { en } from './support/texts'

// Orders from the EDI translator are there only for users who may see them (canSeeTranslatorOrders).
// The demo data gives Tulip such an order, seen by its Exit user and not by its Default user: in the
// overview, its search, the order's page and the exports.

/** A page of `email`, logged in, on the order overview sorted by order number from Z to A. */
async function overviewAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await login(page, email)
  await page.goto('/sales-order?sort=order_number&direction=desc')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.salesOrder.overview.title') })).toBeVisible()
  return page
}

const translatorSource = en('salesOrderOverview.source.TRANSLATOR')

test('a user who may see the translator orders finds the EDI order, opens it and exports it', async ({ browser }) => {
  test.slow() // an export and two axe checks
  const page = await overviewAs(browser, DEMO.exit)
  const list = orderOverview(page)
  // Among Tulip's highest order numbers (journeys add the proposed next ones above it).
  await expect(list.table.getByRole('link', { name: EDI.orderNumber, exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'order overview with a translator order')

  await choose(page, list.select('source'), translatorSource)
  await expect(list.total(1)).toBeVisible()
  await expect(list.row(EDI.orderNumber)).toBeVisible()
  const exported = await exportOrdersCsv(page, 'orders')
  expect(exported.map((row) => [row.order_number, row.source])).toEqual([
    [EDI.orderNumber, en('salesOrderOverview.source.TRANSLATOR')],
  ])

  await page.goto('/sales-order')
  await list.search.fill(EDI.reference)
  await expect(list.total(1)).toBeVisible()
  await list.row(EDI.orderNumber).getByRole('link', { name: EDI.orderNumber, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/client/${TULIP.id}/sales-order/\\d+$`))
  await expect(
    page.getByRole('heading', { level: 1, name: en('salesOrderPage.title', { orderNumber: EDI.orderNumber }) }),
  ).toBeVisible()
  const source = page.locator('dt', { hasText: new RegExp(`^${en('salesOrderPage.fields.source')}$`) }).locator('+ dd')
  await expect(source).toHaveText(translatorSource)
  await expectNoSeriousA11yViolations(page, 'translator order page')
  await page.context().close()
})

test('a user who may not see the translator orders finds no trace of the EDI order', async ({ browser }) => {
  test.slow() // two users, two exports and an axe check
  // Its address, as the user who sees it opens it.
  const seer = await overviewAs(browser, DEMO.exit)
  await orderOverview(seer).row(EDI.orderNumber).getByRole('link', { name: EDI.orderNumber, exact: true }).click()
  await expect(seer).toHaveURL(new RegExp(`/client/${TULIP.id}/sales-order/\\d+$`))
  const orderPath = new URL(seer.url()).pathname
  await seer.context().close()

  const page = await overviewAs(browser, DEMO.client)
  const list = orderOverview(page)
  // The highest order numbers the user sees hold the last demo order, and not the EDI one.
  await expect(list.table.getByRole('link', { name: 'TUL01024', exact: true })).toBeVisible()
  await expect(list.row(EDI.orderNumber)).toHaveCount(0)

  await choose(page, list.select('source'), translatorSource)
  await expect(list.total(0)).toBeVisible()
  await expect(page.getByText(en('salesOrderOverview.noMatches'), { exact: true })).toBeVisible()

  await page.goto('/sales-order')
  await list.search.fill(EDI.reference)
  await expect(list.total(0)).toBeVisible()
  await expect(list.row(EDI.orderNumber)).toHaveCount(0)

  // The unfiltered exports hold the account's other orders, and not this one.
  await page.goto('/sales-order')
  await expect(list.table.locator('tbody tr').first()).toBeVisible()
  for (const kind of ['orders', 'orderlines'] as const) {
    const numbers = new Set((await exportOrdersCsv(page, kind)).map((row) => row.order_number))
    expect(numbers.has('TUL01001'), `the ${kind} export holds the demo orders`).toBe(true)
    expect(numbers.has(EDI.orderNumber), `the ${kind} export holds the translator order`).toBe(false)
  }

  // Its page, opened by its address, is not found.
  await page.goto(orderPath)
  await expect(page.getByText(en('errors.404'), { exact: true })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: en('salesOrderPage.title', { orderNumber: EDI.orderNumber }) }),
  ).toHaveCount(0)
  await expectNoSeriousA11yViolations(page, 'translator order not found')
  await page.context().close()
})
