import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { apiLogin } from './support/products'
import { createSalesOrder, orderOverview, shippableArticle, statusBadge } from './support/sales-orders'
import { en, nl } from './support/texts'

// An Administrator makes a key for the warehouse system on the Settings page. The warehouse takes a
// client's order and ships it in a parcel with a tracking link; the client, working in Dutch, sees the
// order shipped with the shipment and its track & trace link, and the code in the overview.

test('the warehouse ships an order with a key from Settings, and the client sees its tracking', async ({
  browser,
  request,
}) => {
  test.slow() // two people's pages, the warehouse's calls and three axe checks
  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  await login(adminPage, DEMO.admin)
  await adminPage.goto('/settings')
  // An Administrator with an account selected sees its API keys above the warehouse's keys.
  const section = adminPage.getByRole('region', { name: en('settings.warehouseKeys.title') })
  const keyName = `WMS ${Date.now().toString(36)}`
  await section.getByRole('textbox', { name: en('settings.keys.name') }).fill(keyName)
  await section.getByRole('button', { name: en('settings.keys.create'), exact: true }).click()
  const shown = adminPage.getByRole('dialog', { name: en('settings.warehouseKeys.createdTitle') })
  const key = (await shown.getByTestId('api-key-secret').textContent())?.trim() ?? ''
  expect(key).toMatch(/^kadewh_\S+$/)
  await shown
    .getByRole('button', { name: en('common.buttons.close'), exact: true })
    .last()
    .click()
  const keyRow = section.getByRole('row').filter({ has: adminPage.getByRole('cell', { name: keyName, exact: true }) })
  await expect(keyRow.getByRole('cell', { name: en('settings.warehouseKeys.allAccounts'), exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(adminPage, 'warehouse keys')
  await admin.close()

  const session = await apiLogin(request, DEMO.client)
  const order = await createSalesOrder(request, session, [await shippableArticle(request, session)])
  const wms = (messageId: string) => ({ Authorization: `Bearer ${key}`, 'Idempotency-Key': messageId })
  const assigned = await request.post(`/api/warehouse/sales-orders/${order.id}/assign`, {
    headers: wms(`assign-${order.id}`),
  })
  expect(assigned.status(), await assigned.text()).toBe(200)
  const tracking = `3SKADE${order.id}`
  const trackingUrl = `https://jouw.postnl.nl/track-and-trace/${tracking}-NL-1016DK`
  const shipment = {
    sales_order_id: order.id,
    packages: [{ carrier: 'PostNL', tracking_code: tracking, tracking_url: trackingUrl }],
    lines: [{ article_number: order.lines[0].article_number, batch_number: '', quantity: 1 }],
  }
  const shipped = await request.post('/api/warehouse/shipments', {
    headers: wms(`ship-${order.id}`),
    data: shipment,
  })
  expect(shipped.status(), await shipped.text()).toBe(201)
  expect(((await shipped.json()) as { data: { status: string } }).data.status).toBe('Shipped')

  const client = await browser.newContext({ locale: 'nl-NL' })
  const page = await client.newPage()
  await login(page, DEMO.client, undefined, 'nl-NL')
  await page.goto(`/client/${session.clientId}/sales-order/${order.id}`)
  await expect(statusBadge(page, nl('salesOrderOverview.status.Shipped'))).toBeVisible()
  const shipments = page.getByRole('table', { name: nl('salesOrderPage.sections.shipments') })
  const link = shipments.getByRole('link', { name: tracking, exact: true })
  await expect(link).toHaveAttribute('href', trackingUrl)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(shipments.getByRole('cell', { name: 'PostNL', exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: nl('salesOrderPage.lines.shipped', { line: 1 }) })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'shipped order')

  await page.goto('/sales-order')
  const list = orderOverview(page, 'nl-NL')
  await list.search.fill(order.orderNumber)
  await expect(list.row(order.orderNumber).getByText(tracking, { exact: true })).toBeVisible()
  await client.close()
})
