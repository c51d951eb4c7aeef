import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, TULIP } from './support/auth'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'

// A client opens a demo product with stock: under its stock per lot, the chart of its last 12 months
// and beside it the same figures in a table, whose last month (this one) closes at the product's
// total stock; in English and in Dutch. A Supplier, who may not read stock reports, sees no chart.

/** This month in Amsterdam as the table names it: 'November 2026', 'november 2026'. */
const currentMonth = (locale: Locale) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(new Date())

/** Opens a demo food product of Tulip's, which has stock, from the product overview. */
async function openStockedProduct(page: Page, locale: Locale) {
  await page.goto('/product?q=TUL-COF-01')
  await page
    .getByRole('table', { name: text('productOverview.tableLabel', {}, locale) })
    .getByRole('link', { name: 'TUL-COF-01', exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/client/${TULIP.id}/product/\\d+$`))
}

for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`a client reads a product's stock over the last 12 months, closing at its total stock (${locale})`, async ({
    browser,
  }) => {
    const t = (key: string) => text(key, {}, locale)
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await login(page, DEMO.client, undefined, locale)
    await openStockedProduct(page, locale)

    const stock = page.getByRole('region', { name: t('products.groups.stockFigures'), exact: true })
    const totalStock = stock
      .getByText(t('products.fields.totalStock'), { exact: true })
      .locator('xpath=following-sibling::dd[1]')
    await expect(totalStock).toHaveText(/^\d[\d.,]*$/)
    await expect(page.getByRole('heading', { level: 2, name: t('products.stockChart.title') })).toBeVisible()
    const table = page.getByRole('table', { name: t('products.stockChart.caption'), exact: true })
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(12)
    const last = rows.last()
    await expect(last.getByRole('rowheader')).toHaveText(currentMonth(locale))
    await expect(last.getByRole('cell').first()).toHaveText((await totalStock.textContent()) ?? '')
    // The chart is drawn: a line of the closing stock, and its legend names both series.
    await expect(page.locator('.recharts-line-curve')).toBeVisible()
    await expect(page.locator('.recharts-legend-wrapper, [class*="legend"]').first()).toContainText(
      t('products.stockChart.usage'),
    )

    await page.mouse.move(0, 0)
    await shot(page, `product-stock-chart-${locale}`)
    await expectNoSeriousA11yViolations(page, `product page with its stock chart ${locale}`)
    await context.close()
  })
}

test('a Supplier opens a product page without the stock chart', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.supplier)
  await openStockedProduct(page, 'en-GB')
  await expect(page.getByRole('table', { name: text('productOverview.lotsTitle'), exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: text('products.stockChart.title') })).toHaveCount(0)
  await expect(page.getByRole('table', { name: text('products.stockChart.caption') })).toHaveCount(0)
  await context.close()
})
