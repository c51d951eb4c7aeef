import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO_PASSWORD, login, TULIP } from './support/auth'
import { dismissSnackbar } from './support/concepts'
import { createUser, uniqueEmail } from './support/kade'
import { uniquePrefix } from './support/products'
import { orderOverview, salesOrderFields, statusBadge } from './support/sales-orders'
import { en } from './support/texts'

// A client creates an API key on the Settings page and gives it to the webshop. The webshop sends an
// order with an article the account does not have: it is kept as a 'Data issue' with its problems,
// never lost, and a retry with the same Idempotency-Key creates nothing. A revoked key is refused.

test('a webshop with an API key sends an order with a data issue once, and a revoked key is refused', async ({
  browser,
  request,
}) => {
  test.slow() // four pages, four axe checks and the webshop's calls
  const email = uniqueEmail('webshop-keys')
  await createUser({ email, name: 'Kees Koppeling', client: TULIP.id, password: DEMO_PASSWORD })
  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, email)

  // The key is created in the browser and shown once.
  await page.goto('/settings')
  // The API keys' own section: the page has other forms with a name (the user's own details).
  const keys = page.getByRole('region', { name: en('settings.apiKeys.title'), exact: true })
  await expect(keys).toBeVisible()
  const keyName = `Webshop ${uniquePrefix('KEY')}`
  await keys.getByRole('textbox', { name: en('settings.keys.name') }).fill(keyName)
  await keys.getByRole('button', { name: en('settings.keys.create'), exact: true }).click()
  const shown = page.getByRole('dialog', { name: en('settings.apiKeys.createdTitle') })
  await expect(shown.getByText(en('settings.apiKeys.createdBody', { name: keyName }))).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'new API key')
  const key = (await shown.getByTestId('api-key-secret').textContent())?.trim() ?? ''
  expect(key).toMatch(/^kade_\S+$/)
  await shown
    .getByRole('button', { name: en('common.buttons.close'), exact: true })
    .last()
    .click()
  await expect(shown).toHaveCount(0)
  await expect(page.getByText(key)).toHaveCount(0)
  const keyRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: keyName, exact: true }) })
  await expect(keyRow.getByRole('cell', { name: en('settings.keys.neverUsed'), exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'API keys')

  // As the webshop: an order with an unknown article is answered 201 with its problems.
  const orders = `/api/clients/${TULIP.id}/sales-orders`
  const idempotencyKey = `journey-${uniquePrefix('IDEM')}`
  const webshop = (extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${key}`, ...extra })
  const order = salesOrderFields([`UNKNOWN-${uniquePrefix('ART')}`], { reference: 'Webshop journey' })
  const send = (body: object) =>
    request.post(orders, { headers: webshop({ 'Idempotency-Key': idempotencyKey }), data: body })
  const first = await send(order)
  const firstBody = await first.text()
  expect(first.status(), firstBody).toBe(201)
  const created = (JSON.parse(firstBody) as { data: { id: number; status: string; problems: object } }).data
  expect(created.status).toBe('DataIssue')
  expect(created.problems).toEqual({ 'lines.0.article_number': ['orders.validation.product_unknown'] })

  // The same request again: the same answer, and no second order.
  const retry = await send(order)
  expect(retry.status()).toBe(201)
  expect(retry.headers()['idempotent-replayed']).toBe('true')
  expect(await retry.text()).toBe(firstBody)
  const found = await request.get(orders, { headers: webshop(), params: { q: order.order_number } })
  expect(found.status()).toBe(200)
  expect(((await found.json()) as { meta: { total: number } }).meta.total).toBe(1)

  // The same key with another order is refused.
  const reused = await send({ ...order, reference: 'Another order' })
  expect(reused.status()).toBe(409)
  expect(((await reused.json()) as { message: string }).message).toBe('errors.idempotency_key_reused')

  // In the portal: the order once, as a data issue, and on its page the problem.
  await page.goto('/sales-order')
  const list = orderOverview(page)
  await list.search.fill(order.order_number)
  await expect(list.total(1)).toBeVisible()
  await expect(
    list.row(order.order_number).getByText(en('salesOrderOverview.status.DataIssue'), { exact: true }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'order overview with a data issue')
  await list.row(order.order_number).getByRole('link', { name: order.order_number, exact: true }).click()
  await expect(page).toHaveURL(`/client/${TULIP.id}/sales-order/${created.id}`)
  await expect(statusBadge(page, en('salesOrderOverview.status.DataIssue'))).toBeVisible()
  const problems = page.getByRole('alert').filter({ hasText: en('salesOrderPage.problems.title') })
  const problem = `${en('validation.line_field', { line: 1, field: en('salesOrderForm.lines.product') })}: ${en(
    'orders.validation.product_unknown',
  )}`
  await expect(problems.getByRole('listitem')).toHaveText([problem])
  await expectNoSeriousA11yViolations(page, 'order with a data issue')

  // Revoked in the browser, the key is refused.
  await page.goto('/settings')
  await keyRow.getByRole('button', { name: en('settings.keys.revoke'), exact: true }).click()
  const confirmation = page.getByRole('dialog', { name: en('settings.apiKeys.revokeTitle') })
  await expect(confirmation.getByText(en('settings.apiKeys.revokeBody', { name: keyName }))).toBeVisible()
  await confirmation.getByRole('button', { name: en('settings.keys.revoke'), exact: true }).click()
  await dismissSnackbar(page, en('settings.keys.revoked', { name: keyName }))
  await expect(keyRow.getByRole('button', { name: en('settings.keys.revoke'), exact: true })).toHaveCount(0)
  const refused = await request.get(orders, { headers: webshop(), params: { q: order.order_number } })
  expect(refused.status()).toBe(401)
  const refusedCreate = await request.post(orders, {
    headers: webshop({ 'Idempotency-Key': `${idempotencyKey}-after` }),
    data: salesOrderFields([`UNKNOWN-${uniquePrefix('ART')}`]),
  })
  expect(refusedCreate.status()).toBe(401)
  await context.close()
})
