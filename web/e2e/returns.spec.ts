import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, TULIP } from './support/auth'
import { parseCsv, recordsOf } from './support/csv'
import { setDate } from './support/filters'
import { kade } from './support/kade'
import { apiLogin } from './support/products'
import { text, type Locale } from './support/texts'

// The warehouse posts a parcel that came back for one of Tulip's shipped orders; the client finds it
// in the return overview between From and To (and not outside them), opens its order and exports
// the rows, once in English and once in Dutch.

/** A shipped order of Tulip's (the demo ships its oldest orders) and an article it shipped. */
async function shippedOrder(request: APIRequestContext) {
  const session = await apiLogin(request, DEMO.client)
  expect(session.clientId).toBe(TULIP.id)
  const headers = { Authorization: `Bearer ${session.token}` }
  const found = await request.get(`/api/clients/${TULIP.id}/sales-orders`, {
    headers,
    params: { status: 'Shipped', limit: 1 },
  })
  expect(found.status()).toBe(200)
  const [order] = ((await found.json()) as { data: { id: number; order_number: string }[] }).data
  expect(order, 'a shipped demo order').toBeDefined()
  const read = await request.get(`/api/clients/${TULIP.id}/sales-orders/${order.id}`, { headers })
  const { lines } = ((await read.json()) as { data: { lines: { article_number: string }[] } }).data
  return { id: order.id, orderNumber: order.order_number, article: lines[0].article_number }
}

interface PostedReturn {
  date: string
  reason: string
  status: 'sellable' | 'damaged' | 'blocked'
}

/** Posts a return of one unit of the order's article with a key of the warehouse made for it. */
async function postReturn(
  request: APIRequestContext,
  order: Awaited<ReturnType<typeof shippedOrder>>,
  posted: PostedReturn,
) {
  const key = (await kade('warehouse-key', 'create', '--name', `Returns ${posted.date}`)).trim()
  expect(key).toMatch(/^kadewh_\S+$/)
  const res = await request.post('/api/warehouse/returns', {
    headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': `return-${posted.date}-${Date.now()}` },
    data: {
      client_id: TULIP.id,
      return_date: posted.date,
      order_number: order.orderNumber.toLowerCase(),
      lines: [{ article_number: order.article, quantity: 1, stock_status: posted.status, reason: posted.reason }],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** The overview's controls, by what a user of `locale` reads. */
function returnOverview(page: Page, locale: Locale) {
  const t = (key: string) => text(key, {}, locale)
  return {
    table: page.getByRole('table', { name: t('returnOverview.tableLabel') }),
    from: page.getByLabel(t('returnOverview.filters.from'), { exact: true }),
    to: page.getByLabel(t('returnOverview.filters.to'), { exact: true }),
    search: page.getByRole('searchbox', { name: t('common.labels.search') }),
  }
}

for (const { locale, status, reason, date, separator } of [
  { locale: 'en-GB', status: 'damaged', reason: 'Damaged in transit', date: '2025-03-14', separator: ',' },
  { locale: 'nl-NL', status: 'sellable', reason: 'Verkeerde maat', date: '2025-03-21', separator: ';' },
] as const) {
  test(`the warehouse posts a return and the client finds, opens and exports it (${locale})`, async ({
    browser,
    request,
  }) => {
    test.slow() // a key, a return, two pages, a download and their axe checks
    const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
    const order = await shippedOrder(request)
    await postReturn(request, order, { date, reason, status })

    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await login(page, DEMO.client, undefined, locale)
    await page.goto('/returns/overview')
    await expect(page.getByRole('heading', { level: 1, name: t('routes.returns.index.title') })).toBeVisible()
    const list = returnOverview(page, locale)
    for (const column of ['receiptDate', 'productCode', 'stockStatus', 'orderNumber', 'reasonOfReturn']) {
      await expect(list.table.getByRole('columnheader', { name: t(`returnOverview.columns.${column}`) })).toBeVisible()
    }

    // From and To on the return's date: its row, the status in words and the order a link.
    await setDate(page, list.from, 'date_from', date)
    await setDate(page, list.to, 'date_to', date)
    const rows = list.table.locator('tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(reason)
    await expect(rows.first()).toContainText(t(`products.batchStatus.${status}`))
    await expect(page.getByRole('status')).toHaveText(t('returnOverview.total_one', { total: 1 }))
    await expectNoSeriousA11yViolations(page, `return overview ${locale}`)

    // A range that ends the day before finds nothing; up to its day, the search (in any case) finds it.
    const before = new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10)
    await setDate(page, list.from, 'date_from', '')
    await setDate(page, list.to, 'date_to', before)
    await expect(page.getByText(t('returnOverview.noMatches'))).toBeVisible()
    await setDate(page, list.to, 'date_to', date)
    await list.search.fill(reason.toUpperCase())
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === reason.toUpperCase())
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(reason)

    // The export: the rows the overview shows, in the words and separator of the language.
    await page.getByRole('button', { name: t('common.buttons.export'), exact: true }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: t('returnOverview.export.csv') }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^returns-.*\.csv$/)
    const exported = recordsOf(parseCsv(readFileSync(await download.path(), 'utf8'), separator))
    expect(exported).toEqual([
      expect.objectContaining({
        return_date: date,
        product_code: order.article,
        stock_status: t(`products.batchStatus.${status}`),
        received_quantity: '1',
        order_number: order.orderNumber,
        reason_of_return: reason,
      }),
    ])

    // The order number opens the order the parcel came back from.
    await list.table.getByRole('link', { name: order.orderNumber, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/client/${TULIP.id}/sales-order/${order.id}$`))
    await expect(page.getByText(order.orderNumber).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page, `order of a return ${locale}`)
    await context.close()
  })
}
