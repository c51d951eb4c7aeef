import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, TULIP } from './support/auth'
import { kade } from './support/kade'
import { apiLogin, uniquePrefix } from './support/products'
import { createSalesOrder, shippableArticle, statusBadge } from './support/sales-orders'
import { serverSettings } from './support/env'
import { nl } from './support/texts'

// `kade simulate --once` plays the warehouse against the test server through its API: a client
// (in Dutch) then sees the order it had sent shipped, with the carrier's tracking link and what was
// shipped of its line, the delivery it had announced received on the inbound overview, and on the
// return overview what came back of an order the simulator shipped, linked to that order.

test('after one round of the simulated warehouse a client sees an order shipped, a delivery received and a return', async ({
  browser,
  request,
}) => {
  test.slow() // the simulator's round and four pages
  const session = await apiLogin(request, DEMO.client)
  const article = await shippableArticle(request, session)
  const order = await createSalesOrder(request, session, [article])
  const reference = uniquePrefix('SIM-IN')
  const announced = await request.post(`/api/clients/${session.clientId}/deliveries`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      reference,
      planned_date: new Date().toISOString().slice(0, 10),
      unit_load: 'Colli',
      lines: [{ article_number: article, quantity: 6 }],
    },
  })
  expect(announced.status(), await announced.text()).toBe(201)

  const key = (
    await kade('warehouse-key', 'create', '--name', `Simulator ${reference}`, '--clients', String(TULIP.id))
  ).trim()
  const round = await kade(
    'simulate',
    '--once',
    '--per-round',
    '200',
    '--base-url',
    serverSettings().baseURL,
    '--key',
    key,
  )
  expect(round).toMatch(/orders shipped [1-9]/)

  const context = await browser.newContext({ locale: 'nl-NL' })
  const page = await context.newPage()
  await login(page, DEMO.client, undefined, 'nl-NL')

  // The order, shipped, with its parcel's tracking link and what was shipped of its line.
  await page.goto(`/client/${session.clientId}/sales-order/${order.id}`)
  await expect(statusBadge(page, nl('salesOrderOverview.status.Shipped'))).toBeVisible()
  const shipments = page.getByRole('table', { name: nl('salesOrderPage.sections.shipments') })
  const link = shipments.getByRole('link').first()
  await expect(link).toHaveAttribute('href', /^https:\/\/(jouw\.postnl\.nl|www\.dhl\.com)\//)
  await expect(link).toHaveAttribute('target', '_blank')
  const shipped = page.getByRole('table', { name: nl('salesOrderPage.lines.shipped', { line: 1 }) })
  await expect(shipped.getByRole('cell', { name: '1', exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'order shipped by the simulator')

  // The delivery, received: its receipt rows on the inbound overview.
  await page.goto('/delivery/overview')
  const inbound = page.getByRole('table', { name: nl('inboundOverview.tableLabel') })
  await expect(inbound.getByRole('row').filter({ hasText: reference }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'inbound overview after the simulator')

  // A return of an order the simulator shipped, dated today, its order number a link to the order.
  const today = new Date().toISOString().slice(0, 10)
  await page.goto(`/returns/overview?date_from=${today}&date_to=${today}`)
  const returns = page.getByRole('table', { name: nl('returnOverview.tableLabel') })
  const returned = returns
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first()
  await expect(returned).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'return overview after the simulator')
  await returned.getByRole('link').first().click()
  await expect(statusBadge(page, nl('salesOrderOverview.status.Shipped'))).toBeVisible()
  await context.close()
})
