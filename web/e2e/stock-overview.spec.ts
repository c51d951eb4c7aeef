import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, TULIP } from './support/auth'
import { parseCsv, recordsOf } from './support/csv'
import { setDate, typeDate } from './support/filters'
import { apiLogin } from './support/products'
import { text, type Locale } from './support/texts'

// A client opens Stock > Stock overview on the demo data: a product found by its article number
// shows its stock as the product overview does; 'Stock on' a day before the demo's stock came in
// shows none of it, with no available stock for that day; the export holds the screen's row, its
// day's figures included, once in English and once in Dutch.

interface StockRow {
  article_number: string
  current_stock: number
  stock_minimum: number
}

/** A product of Tulip's with stock now, as the API's overview gives it. */
async function stockedProduct(request: Parameters<typeof apiLogin>[0]): Promise<StockRow> {
  const session = await apiLogin(request, DEMO.client)
  const res = await request.get(`/api/clients/${TULIP.id}/stock`, {
    headers: { Authorization: `Bearer ${session.token}` },
    params: { sort: 'total_stock', direction: 'desc', limit: 1 },
  })
  expect(res.status()).toBe(200)
  const [row] = ((await res.json()) as { data: StockRow[] }).data
  expect(row.current_stock, 'a demo product with stock').toBeGreaterThan(0)
  return row
}

/** A day (yyyy-mm-dd) so many days before today. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** The overview's controls, by what a user of `locale` reads. */
function stockOverview(page: Page, locale: Locale) {
  const t = (key: string) => text(key, {}, locale)
  return {
    table: page.getByRole('table', { name: t('stockOverview.tableLabel') }),
    search: page.getByRole('searchbox', { name: t('common.labels.search') }),
    day: page.getByLabel(t('stockOverview.filters.date'), { exact: true }),
  }
}

/** A column's cell of the product's row, by the column's title. */
async function cellOf(page: Page, locale: Locale, article: string, column: string) {
  const overview = stockOverview(page, locale)
  const titles = await overview.table.locator('thead th').allInnerTexts()
  const index = titles.findIndex(
    (title) => title.replace(/\s+/g, ' ').trim() === text(`stockOverview.columns.${column}`, {}, locale),
  )
  expect(index, column).toBeGreaterThanOrEqual(0)
  return overview.table
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: article, exact: true }) })
    .locator('td')
    .nth(index)
}

for (const { locale, separator, number } of [
  { locale: 'en-GB', separator: ',', number: new Intl.NumberFormat('en-GB') },
  { locale: 'nl-NL', separator: ';', number: new Intl.NumberFormat('nl-NL') },
] as const) {
  test(`a client reads the stock now and on a past day, and exports it (${locale})`, async ({ browser, request }) => {
    test.slow() // two lists, a download and an axe check
    const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
    const product = await stockedProduct(request)

    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await login(page, DEMO.client, undefined, locale)
    await page.goto('/stock')
    await expect(page.getByRole('heading', { level: 1, name: t('routes.stock.index.title') })).toBeVisible()
    const overview = stockOverview(page, locale)
    for (const column of [
      'totalStock',
      'stockMinimum',
      'stockStatus',
      'daysOfStockLeft',
      'usageLastMonth',
      'usageThisYear',
    ]) {
      await expect(
        overview.table.locator('thead').getByText(t(`stockOverview.columns.${column}`), { exact: true }),
      ).toBeVisible()
    }

    // The product by its article number: its stock now.
    await overview.search.fill(product.article_number)
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === product.article_number)
    // The search finds the article numbers that begin with it: the product, and its variants if any.
    await expect(overview.table.getByRole('link', { name: product.article_number, exact: true })).toBeVisible()
    await expect(await cellOf(page, locale, product.article_number, 'totalStock')).toHaveText(
      number.format(product.current_stock),
    )
    await expectNoSeriousA11yViolations(page, `stock overview ${locale}`)

    // A day before the demo's stock came in (its receipts are 70 to 130 days old): none of it, and no
    // available stock known for that day; the stock alert filter makes way for the day.
    const before = daysAgo(200)
    await typeDate(page, overview.day, 'date', before)
    await expect(await cellOf(page, locale, product.article_number, 'totalStock')).toHaveText('0')
    await expect(await cellOf(page, locale, product.article_number, 'availableStock')).toHaveText('—')
    await expect(page.getByRole('combobox', { name: t('products.fields.stockAlert') })).toHaveCount(0)

    // The export: the screen's row on that day, in the words and separator of the language.
    await page.getByRole('button', { name: t('common.buttons.export'), exact: true }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: t('stockOverview.export.csv') }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^stock-.*\.csv$/)
    const exported = recordsOf(parseCsv(readFileSync(await download.path(), 'utf8'), separator))
    expect(exported.map((row) => row.current_stock)).toEqual(exported.map(() => '0'))
    expect(exported.filter((row) => row.article_number === product.article_number)).toEqual([
      expect.objectContaining({
        article_number: product.article_number,
        current_stock: '0',
        stock_minimum: String(product.stock_minimum),
        available_stock: '',
        in_transit_stock: '',
      }),
    ])

    // Back to the stock now: the field emptied, the product's stock again.
    await setDate(page, overview.day, 'date', '')
    await expect(await cellOf(page, locale, product.article_number, 'totalStock')).toHaveText(
      number.format(product.current_stock),
    )
    await context.close()
  })
}
