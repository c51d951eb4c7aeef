import { expect, test, type Locator } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { choose } from './support/concepts'
import { parseCsv } from './support/csv'
import { shot } from './support/shots'
import { text } from './support/texts'
import { openFromMenu } from './support/menu'

// A client opens Stock > Stock batch report on the demo data, whose food holds lots past their
// best-before date and lots that expire within days: 'expires within 0 days' lists only lots past
// it, each marked in words; sellable lots expiring within 30 days all expire by then; and the CSV
// export of those filters holds the rows the table shows, once in English and once in Dutch.

/** Today in Amsterdam, yyyy-mm-dd, plus days. */
function dayAfter(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The cells of every body row of a table. */
const bodyCells = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '')),
    )

/** A whole number as the table shows it for the locale ('1,234', '1.234'). */
const whole = (cell: string) => Number(cell.replace(/[.,\s]/g, ''))

for (const { locale, separator } of [
  { locale: 'en-GB', separator: ',' },
  { locale: 'nl-NL', separator: ';' },
] as const) {
  test(`a client filters the stock batch report by status and expiry, and exports it (${locale})`, async ({
    browser,
  }) => {
    test.slow() // three filters, a download and the axe checks
    const t = (key: string) => text(key, {}, locale)
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await login(page, DEMO.client, undefined, locale)

    // From the menu: Stock, Stock batch report.
    await openFromMenu(page, locale, {
      group: 'menu.stock.title',
      item: 'menu.stock.batch',
      path: '/stock/batch',
      route: 'stock.batchReport',
    })
    const table = page.getByRole('table', { name: t('stockBatchReport.tableLabel'), exact: true })
    for (const column of ['articleNumber', 'amountSku', 'unitSku', 'amountHu', 'unitHu', 'status', 'lotNumber']) {
      await expect(table.getByRole('columnheader', { name: t(`stockBatchReport.columns.${column}`) })).toBeVisible()
    }
    await expect(table.locator('tbody tr').first()).toBeVisible()
    const days = page.getByRole('textbox', { name: t('stockBatchReport.filters.expiresWithin') })
    const waitForList = async (search: string) => {
      await expect(page).toHaveURL((url) => url.search === search)
      await expect(table).not.toHaveAttribute('aria-busy', 'true')
      await expect(table.locator('tbody tr').first()).toBeVisible()
    }

    // Expiring within 0 days: only lots past their best-before date, each marked in words.
    await days.fill('0')
    await waitForList('?expires_within=0')
    const marked = t('stockBatchReport.pastBestBefore')
    await expect
      .poll(async () => (await bodyCells(table)).every((cells) => cells[8].includes(marked)), { timeout: 10_000 })
      .toBe(true)
    await page.mouse.move(0, 0)
    await shot(page, `stock-batch-report-expired-${locale}`)

    // Sellable and expiring within 30 days: each of those lots expires by then, in a whole outer box
    // count where the product has one.
    await days.fill('30')
    await choose(
      page,
      page.getByRole('combobox', { name: t('stockBatchReport.filters.status'), exact: true }),
      t('products.batchStatus.sellable'),
    )
    await waitForList('?status=sellable&expires_within=30')
    const sellable = t('products.batchStatus.sellable')
    await expect
      .poll(async () => (await bodyCells(table)).every((cells) => cells[6] === sellable && cells[8] !== '—'), {
        timeout: 10_000,
      })
      .toBe(true)
    const rows = await bodyCells(table)
    await page.mouse.move(0, 0)
    await shot(page, `stock-batch-report-${locale}`)
    await expectNoSeriousA11yViolations(page, `stock batch report ${locale}`)

    // The export: the rows the table shows, in its order, with the report's columns and words.
    await page.getByRole('button', { name: t('common.buttons.export'), exact: true }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: t('stockBatchReport.export.csv') }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^stock-batches-.*\.csv$/)
    const [header, ...exported] = parseCsv(readFileSync(await download.path(), 'utf8'), separator)
    expect(header).toEqual([
      'article_number',
      'product_name',
      'amount_sku',
      'unit_sku',
      'amount_hu',
      'unit_hu',
      'status',
      'lot_number',
      'best_before_date',
    ])
    expect(exported).toHaveLength(rows.length)
    const last = dayAfter(30)
    for (const cells of exported) expect(cells[8] <= last && cells[8] !== '').toBe(true)
    expect(exported.map((cells) => [cells[0], Number(cells[2]), cells[3], cells[6], cells[7]])).toEqual(
      rows.map((cells) => [cells[0], whole(cells[2]), cells[3], cells[6], cells[7]]),
    )
    await context.close()
  })
}
