import { expect, test, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { choose } from './support/concepts'
import { parseCsv } from './support/csv'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'
import { openFromMenu } from './support/menu'

// A client opens Stock > Stock month report on the demo data: a month before the demo's stock shows
// the empty text, last month shows the products whose figures add up (initial + received and returns
// − delivered + correction = the next month's initial stock), and its CSV export holds the same rows,
// once in English and once in Dutch.

interface ReportMonth {
  year: number
  month: number
}

/** The month before the current one in Amsterdam: the demo's stock came in months before, and some of it shipped then. */
function lastMonth(): ReportMonth {
  const now = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: 'numeric' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {})
  const [year, month] = [Number(now.year), Number(now.month)]
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
}

const monthName = (month: number, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)))

/** A whole figure as the table shows it for the locale ('1,234', '1.234', '+2', '-3'). */
const figure = (cell: string) => Number(cell.replace(/[.,+\s]/g, ''))

/** The figure columns, in the table's order after the product number and name. */
const FIGURES = [
  'initial_stock_month',
  'sales_orders_delivered',
  'received_and_returns',
  'correction',
  'initial_stock_next_month',
] as const

/** The report's controls, by what a user of `locale` reads. */
function monthReport(page: Page, locale: Locale) {
  const t = (key: string) => text(key, {}, locale)
  return {
    month: page.getByRole('combobox', { name: t('stockMonthReport.filters.month'), exact: true }),
    year: page.getByRole('combobox', { name: t('stockMonthReport.filters.year'), exact: true }),
    table: page.getByRole('table', { name: t('stockMonthReport.tableLabel'), exact: true }),
    totals: page.getByRole('table', { name: t('stockMonthReport.totals'), exact: true }),
  }
}

/**
 * Chooses a year and month as a person does, who sees the fields show them and waits for the report
 * of that month: the table is busy while it loads (the month before stays, dimmed, till then).
 */
async function chooseMonth(page: Page, report: ReturnType<typeof monthReport>, chosen: ReportMonth, locale: Locale) {
  await choose(page, report.year, String(chosen.year))
  await choose(page, report.month, monthName(chosen.month, locale))
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('year') === String(chosen.year) && url.searchParams.get('month') === String(chosen.month),
  )
  await expect(report.year).toHaveValue(String(chosen.year))
  await expect(report.month).toHaveValue(monthName(chosen.month, locale))
  await expect(report.table).not.toHaveAttribute('aria-busy', 'true')
}

/** The cells of every body row of a table. */
const bodyCells = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '')),
    )

for (const { locale, separator } of [
  { locale: 'en-GB', separator: ',' },
  { locale: 'nl-NL', separator: ';' },
] as const) {
  test(`a client reads last month's stock month report, whose figures add up, and exports it (${locale})`, async ({
    browser,
  }) => {
    test.slow() // two months, a download and the axe checks
    const t = (key: string) => text(key, {}, locale)
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await login(page, DEMO.client, undefined, locale)

    // From the menu: Stock, Stock month report; it opens on the current month.
    await openFromMenu(page, locale, {
      group: 'menu.stock.title',
      item: 'menu.stock.month',
      path: '/stock/logfin',
      route: 'stock.logFin',
    })
    const report = monthReport(page, locale)
    for (const column of ['articleNumber', 'initialStockMonth', 'salesOrdersDelivered', 'correction', 'revenueCode']) {
      await expect(
        report.table.getByRole('columnheader', { name: t(`stockMonthReport.columns.${column}`) }),
      ).toBeVisible()
    }

    // January 2020, long before the demo's stock: nothing to report.
    await chooseMonth(page, report, { year: 2020, month: 1 }, locale)
    await expect(page.getByText(t('stockMonthReport.noRecords'))).toBeVisible()
    await expect(report.totals).toHaveCount(0)

    // Last month: every product's figures add up, and so do the totals per revenue code.
    await chooseMonth(page, report, lastMonth(), locale)
    await expect(report.table.locator('tbody tr').first()).toBeVisible()
    const rows = await bodyCells(report.table)
    expect(rows.length).toBeGreaterThan(0)
    const figuresOf = (cells: string[], first: number) => cells.slice(first, first + FIGURES.length).map(figure)
    for (const cells of rows) {
      const [initial, delivered, received, correction, next] = figuresOf(cells, 2)
      expect([cells[0], initial + received - delivered + correction]).toEqual([cells[0], next])
    }
    const totals = await bodyCells(report.totals)
    const sum = (figures: number[][]) => figures.reduce((all, row) => all.map((value, index) => value + row[index]))
    expect(sum(totals.map((cells) => figuresOf(cells, 1)))).toEqual(sum(rows.map((cells) => figuresOf(cells, 2))))
    await page.mouse.move(0, 0)
    await shot(page, `stock-month-report-${locale}`)
    await expectNoSeriousA11yViolations(page, `stock month report ${locale}`)

    // The export: the rows the table shows, in the order it shows them, with the report's columns.
    await page.getByRole('button', { name: t('common.buttons.export'), exact: true }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: t('stockMonthReport.export.csv') }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^stock-month-.*\.csv$/)
    const [header, ...exported] = parseCsv(readFileSync(await download.path(), 'utf8'), separator)
    expect(header).toEqual(['article_number', 'product_name', ...FIGURES, 'revenue_code'])
    expect(exported).toHaveLength(rows.length)
    expect(exported.map((cells) => [cells[0], ...cells.slice(2, 7).map(Number)])).toEqual(
      rows.map((cells) => [cells[0], ...figuresOf(cells, 2)]),
    )
    await context.close()
  })
}
