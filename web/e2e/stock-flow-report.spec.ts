import { expect, test, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { choose } from './support/concepts'
import { parseCsv } from './support/csv'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'
import { openFromMenu } from './support/menu'

// A client opens Stock > Stock flow report on the demo data: picks a product by searching for it,
// sees its movements oldest first, each row's stock the one before plus its quantity; narrows them to
// receipts, and exports them as CSV, whose rows are the table's, once in English and once in Dutch.

/** A whole figure as the table shows it for the locale ('1,234', '1.234', '+2', '−3'). */
const figure = (cell: string) => Number(cell.replace(/[.,+\s]/g, '').replace('−', '-'))

/** The report's controls, by what a user of `locale` reads. */
function flowReport(page: Page, locale: Locale) {
  const t = (key: string) => text(key, {}, locale)
  return {
    table: page.getByRole('table', { name: t('stockFlowReport.tableLabel'), exact: true }),
    product: page.getByRole('textbox', { name: t('stockFlowReport.filters.product'), exact: true }),
    type: page.getByRole('combobox', { name: t('stockFlowReport.filters.type'), exact: true }),
  }
}

/** The table's rows, each as its shown cells by column title (a narrow screen hides some columns). */
async function rowsOf(table: Locator): Promise<Record<string, string>[]> {
  return table.evaluate((element) => {
    const shown = (cells: NodeListOf<HTMLElement>) =>
      Array.from(cells)
        .filter((cell) => cell.getClientRects().length > 0)
        .map((cell) => (cell.textContent ?? '').replace(/\u00ad/g, '').trim())
    const titles = shown(element.querySelectorAll('thead th'))
    return Array.from(element.querySelectorAll('tbody tr')).map((row) =>
      Object.fromEntries(shown(row.querySelectorAll('td')).map((cell, i) => [titles[i], cell])),
    )
  })
}

for (const { locale, separator } of [
  { locale: 'en-GB', separator: ',' },
  { locale: 'nl-NL', separator: ';' },
] as const) {
  test(`a client follows a product's stock in the flow report, by type, and exports it (${locale})`, async ({
    browser,
  }) => {
    test.slow() // a search, two filters, a download and the axe checks
    const t = (key: string) => text(key, {}, locale)
    const column = (key: string) => t(`stockFlowReport.columns.${key}`).replace(/\u00ad/g, '')
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await login(page, DEMO.client, undefined, locale)

    // From the menu: Stock, Stock flow report; every movement of the account, oldest first.
    await openFromMenu(page, locale, {
      group: 'menu.stock.title',
      item: 'menu.stock.flow',
      path: '/stock/flow',
      route: 'stock.flow',
    })
    const report = flowReport(page, locale)
    await expect(report.table.locator('tbody tr').first()).toBeVisible()
    const all = await rowsOf(report.table)
    const articleNumber = all[0][column('articleNumber')]
    expect(articleNumber).not.toBe('')

    // The first movement's product, found by its number: its movements alone, the stock running on.
    await report.product.fill(articleNumber)
    await page
      .getByRole('option', { name: new RegExp(articleNumber) })
      .first()
      .click()
    await expect(page).toHaveURL((url) => url.searchParams.get('product_id') !== null)
    // (The rows of every product stay, dimmed, until the product's have come.)
    await expect(report.table.locator('tbody tr').filter({ hasNotText: articleNumber })).toHaveCount(0)
    await expect(report.table).not.toHaveAttribute('aria-busy', 'true')
    const ofProduct = await rowsOf(report.table)
    expect(ofProduct.length).toBeGreaterThan(0)
    let stock = 0
    for (const row of ofProduct) {
      expect(row[column('articleNumber')]).toBe(articleNumber)
      stock += figure(row[column('quantity')])
      expect([row[column('date')], figure(row[column('inventoryChange')])]).toEqual([row[column('date')], stock])
    }

    // Only its receipts: the stock after each is still the product's whole stock.
    await choose(page, report.type, t('products.movementType.receipt'))
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'receipt')
    const wanted = ofProduct.filter((row) => row[column('type')] === t('products.movementType.receipt'))
    await expect(report.table.locator('tbody tr')).toHaveCount(wanted.length)
    await expect(report.table).not.toHaveAttribute('aria-busy', 'true')
    const receipts = await rowsOf(report.table)
    expect(receipts.map((row) => [row[column('type')], row[column('inventoryChange')]])).toEqual(
      wanted.map((row) => [row[column('type')], row[column('inventoryChange')]]),
    )
    await page.mouse.move(0, 0)
    await shot(page, `stock-flow-report-${locale}`)
    await expectNoSeriousA11yViolations(page, `stock flow report ${locale}`)

    // The export: the rows the table shows, in its order, with the product's stock after each.
    await page.getByRole('button', { name: t('common.buttons.export'), exact: true }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: t('stockFlowReport.export.csv') }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^stock-flow-.*\.csv$/)
    const [header, ...exported] = parseCsv(readFileSync(await download.path(), 'utf8'), separator)
    expect(header).toEqual([
      'date',
      'type',
      'order_number',
      'article_number',
      'product_name',
      'lot_number',
      'batch_status',
      'quantity',
      'inventory_change',
      'created_at',
    ])
    expect(exported.map((cells) => [cells[1], cells[3], Number(cells[7]), Number(cells[8])])).toEqual(
      receipts.map((row) => [
        row[column('type')],
        articleNumber,
        figure(row[column('quantity')]),
        figure(row[column('inventoryChange')]),
      ]),
    )
    await context.close()
  })
}
