import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { choose, dismissSnackbar } from './support/concepts'
import { apiLogin, uniquePrefix } from './support/products'
import {
  activeArticles,
  changeStatus,
  createSalesOrder,
  exportOrdersCsv,
  orderOverview as overview,
  statusBadge,
} from './support/sales-orders'
import { shot } from './support/shots'
import { en, nl } from './support/texts'

test('a client finds an order, reads its comment, puts it on hold, releases and cancels it', async ({
  browser,
  request,
}) => {
  test.slow() // two pages, three changes and four axe checks
  const session = await apiLogin(request, DEMO.client)
  const articles = await activeArticles(request, session, 2)
  const comment = 'Fragile: wrap every mug in paper'
  const order = await createSalesOrder(request, session, articles, {
    reference: `Journey ${uniquePrefix('REF')}`,
    comment,
  })

  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.client)
  await page.goto('/sales-order')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.salesOrder.overview.title') })).toBeVisible()
  const list = overview(page)
  await list.search.fill(order.orderNumber)
  await expect(list.total(1)).toBeVisible()
  const row = list.row(order.orderNumber)
  for (const cell of ['Journey', 'Canal Tea Rooms', 'NL', en('salesOrderOverview.status.Complete')]) {
    await expect(row.getByText(cell)).toBeVisible()
  }
  await shot(page, 'sales-order-overview-en')
  await expectNoSeriousA11yViolations(page, 'order overview')

  // The order page opens with the packing table's instruction as a pop-up.
  await row.getByRole('link', { name: order.orderNumber, exact: true }).click()
  await expect(page).toHaveURL(`/client/${session.clientId}/sales-order/${order.id}`)
  const popup = page.getByRole('dialog', { name: en('salesOrderPage.comment.title') })
  await expect(popup).toBeVisible()
  await expect(popup.getByText(comment, { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'comment pop-up')
  await popup
    .getByRole('button', { name: en('common.buttons.close'), exact: true })
    .last()
    .click()
  await expect(popup).toHaveCount(0)
  await expect(
    page.getByRole('heading', { level: 1, name: en('salesOrderPage.title', { orderNumber: order.orderNumber }) }),
  ).toBeVisible()
  await expect(statusBadge(page, en('salesOrderOverview.status.Complete'))).toBeVisible()
  await expect(page.getByRole('table', { name: en('salesOrderPage.sections.lines') }).locator('tbody tr')).toHaveCount(
    2,
  )
  await shot(page, 'sales-order-show-en')
  await expectNoSeriousA11yViolations(page, 'order page')

  // Edit: the form holds the order as stored, and saving it unchanged passes every rule again.
  await page.getByRole('link', { name: en('common.buttons.edit'), exact: true }).click()
  await expect(page).toHaveURL(`/client/${session.clientId}/sales-order/${order.id}/edit`)
  const orderNumber = page.getByRole('textbox', { name: en('salesOrderForm.fields.orderNumber') })
  await expect(orderNumber).toHaveValue(order.orderNumber)
  await expect(page.getByRole('textbox', { name: en('salesOrderForm.fields.comment'), exact: true })).toHaveValue(
    comment,
  )
  await shot(page, 'sales-order-edit-en')
  await expectNoSeriousA11yViolations(page, 'order edit page')
  await page.getByRole('button', { name: en('common.buttons.save'), exact: true }).click()
  await dismissSnackbar(page, en('salesOrderPage.done.saved', { orderNumber: order.orderNumber }))
  await expect(page).toHaveURL(`/client/${session.clientId}/sales-order/${order.id}`)
  // A new visit of the order page: its comment pops up again.
  await popup
    .getByRole('button', { name: en('common.buttons.close'), exact: true })
    .last()
    .click()
  await expect(popup).toHaveCount(0)

  // On hold, and released again: each change says so and the status follows.
  await page.getByRole('button', { name: en('salesOrderPage.actions.hold'), exact: true }).click()
  await dismissSnackbar(page, en('salesOrderPage.done.hold', { orderNumber: order.orderNumber }))
  await expect(statusBadge(page, en('salesOrderOverview.status.OnHold'))).toBeVisible()
  await expect(page.getByRole('button', { name: en('salesOrderPage.actions.hold'), exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: en('salesOrderPage.actions.release'), exact: true }).click()
  await dismissSnackbar(page, en('salesOrderPage.done.release', { orderNumber: order.orderNumber }))
  await expect(statusBadge(page, en('salesOrderOverview.status.Complete'))).toBeVisible()
  // The pop-up showed once for this visit, not again after the changes.
  await expect(popup).toHaveCount(0)

  // Cancel asks first.
  await page.getByRole('button', { name: en('salesOrderPage.actions.cancel'), exact: true }).click()
  const confirmation = page.getByRole('dialog', {
    name: en('salesOrderPage.confirmCancel.title', { orderNumber: order.orderNumber }),
  })
  await expect(confirmation).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'cancel confirmation')
  await confirmation.getByRole('button', { name: en('salesOrderPage.confirmCancel.confirm'), exact: true }).click()
  await dismissSnackbar(page, en('salesOrderPage.done.cancel', { orderNumber: order.orderNumber }))
  await expect(statusBadge(page, en('salesOrderOverview.status.Cancelled'))).toBeVisible()
  await expect(page.getByRole('link', { name: en('common.buttons.edit'), exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: en('salesOrderPage.actions.cancel'), exact: true })).toHaveCount(0)

  // Back on the overview, as it was, with the order's new status.
  await page.getByRole('link', { name: en('common.buttons.back'), exact: true }).click()
  await expect(list.search).toHaveValue(order.orderNumber)
  await expect(list.row(order.orderNumber).getByText(en('salesOrderOverview.status.Cancelled'))).toBeVisible()
  await context.close()
})

test('a client exports the order lines of the orders on hold', async ({ browser, request }) => {
  const session = await apiLogin(request, DEMO.client)
  const articles = await activeArticles(request, session, 3)
  const reference = `Export ${uniquePrefix('EXP')}`
  const held = await createSalesOrder(request, session, articles.slice(0, 2), { reference })
  await createSalesOrder(request, session, articles.slice(2), { reference })
  await changeStatus(request, session, held, 'hold')

  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.client)
  await page.goto('/sales-order')
  const list = overview(page)
  await list.search.fill(reference)
  await expect(list.total(2)).toBeVisible()
  await choose(page, list.select('status'), en('salesOrderOverview.status.OnHold'))
  await expect(list.total(1)).toBeVisible()
  await expect(page).toHaveURL(/status=OnHold/)

  const rows = await exportOrdersCsv(page, 'orderlines')
  expect(rows.map((row) => [row.order_number, row.status, row.line_number, row.article_number, row.quantity])).toEqual([
    [held.orderNumber, en('salesOrderOverview.status.OnHold'), '1', articles[0], '1'],
    [held.orderNumber, en('salesOrderOverview.status.OnHold'), '2', articles[1], '2'],
  ])
  await context.close()
})

test('a Dutch client reads the order overview and an order in Dutch', async ({ browser, request }) => {
  const session = await apiLogin(request, DEMO.polderClient)
  const articles = await activeArticles(request, session, 1)
  const order = await createSalesOrder(request, session, articles, { comment: 'Breekbaar' })

  const context = await browser.newContext({ locale: 'nl-NL' })
  const page = await context.newPage()
  await login(page, DEMO.polderClient, undefined, 'nl-NL')
  await page.goto(`/sales-order?q=${order.orderNumber}`)
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.salesOrder.overview.title') })).toBeVisible()
  const list = overview(page, 'nl-NL')
  await expect(list.total(1)).toBeVisible()
  for (const column of ['orderNumber', 'orderDate', 'customerName', 'status', 'tracking']) {
    await expect(
      list.table.locator('thead').getByText(nl(`salesOrderOverview.columns.${column}`), { exact: true }),
    ).toBeVisible()
  }
  await expect(
    list.row(order.orderNumber).getByText(nl('salesOrderOverview.status.Complete'), { exact: true }),
  ).toBeVisible()
  await expect(list.select('status')).toBeVisible()
  await shot(page, 'sales-order-overview-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch order overview')

  await list.row(order.orderNumber).getByRole('link', { name: order.orderNumber }).click()
  const popup = page.getByRole('dialog', { name: nl('salesOrderPage.comment.title') })
  await expect(popup.getByText('Breekbaar', { exact: true })).toBeVisible()
  await popup
    .getByRole('button', { name: nl('common.buttons.close'), exact: true })
    .last()
    .click()
  await expect(page.getByRole('region', { name: nl('salesOrderPage.sections.shipping') })).toBeVisible()
  await expect(page.getByRole('button', { name: nl('salesOrderPage.actions.hold'), exact: true })).toBeVisible()
  await shot(page, 'sales-order-show-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch order page')
  await context.close()
})
