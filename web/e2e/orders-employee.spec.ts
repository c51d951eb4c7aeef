import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, POLDER } from './support/auth'
import { choose, dismissSnackbar } from './support/concepts'
import { apiLogin } from './support/products'
import { activeArticles, createSalesOrder, orderOverview, statusBadge } from './support/sales-orders'
import { shot } from './support/shots'
import { en } from './support/texts'

test.describe.configure({ timeout: 120_000 })

// Provider staff work the orders and deliveries of every account: they pick one in the account
// selector, see only its orders (with the translator's, which the demo employee may see) and change them.
test("a provider employee works an account's orders and deliveries", async ({ browser, request }) => {
  const polder = await apiLogin(request, DEMO.polderClient)
  const order = await createSalesOrder(request, polder, await activeArticles(request, polder, 1))

  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.employee)
  await page.goto('/sales-order')
  const selector = page.getByRole('combobox', { name: en('auth.selectAccount'), exact: true })
  if ((await selector.inputValue()) !== POLDER.name) await choose(page, selector, POLDER.name)

  // Polder's orders only, its translator order among them.
  const overview = orderOverview(page)
  await overview.search.fill('EDI-4500012345')
  await expect(overview.total(1)).toBeVisible()
  await expect(overview.table.locator('tbody tr').first()).toContainText('POL01026')
  await overview.search.fill(order.orderNumber)
  await expect(overview.total(1)).toBeVisible()
  await shot(page, 'sales-order-overview-employee')

  // The order page: on hold and released again.
  await overview.row(order.orderNumber).getByRole('link', { name: order.orderNumber, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/client/${polder.clientId}/sales-order/${order.id}$`))
  await page.getByRole('button', { name: en('salesOrderPage.actions.hold'), exact: true }).click()
  await dismissSnackbar(page, en('salesOrderPage.done.hold', { orderNumber: order.orderNumber }))
  await expect(statusBadge(page, en('salesOrderOverview.status.OnHold'))).toBeVisible()
  await page.getByRole('button', { name: en('salesOrderPage.actions.release'), exact: true }).click()
  await dismissSnackbar(page, en('salesOrderPage.done.release', { orderNumber: order.orderNumber }))
  await expect(statusBadge(page, en('salesOrderOverview.status.Complete'))).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'order page for provider staff')

  // Polder's deliveries: its demo ones, announced and received.
  await page.goto('/delivery/delivery-overview')
  const deliveries = page.getByRole('table', { name: en('deliveryOverview.tableLabel') })
  await expect(deliveries.getByText(en('deliveryOverview.status.Announced')).first()).toBeVisible()
  await expect(deliveries.getByText(en('deliveryOverview.status.Received')).first()).toBeVisible()
  await shot(page, 'delivery-overview-employee')
  await context.close()
})
