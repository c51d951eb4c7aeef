import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { readSheet } from 'read-excel-file/node'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { importErrorHeader, importErrorRows, importFigure, uploadCsv } from './support/imports'
import { conceptList, searchConcepts } from './support/concepts'
import { apiLogin, createProducts, uniquePrefix } from './support/products'
import { shot } from './support/shots'
import { en, nl } from './support/texts'

// Journeys on a machine shared with builds: generous, but each step still waits only as long as it must.
test.describe.configure({ timeout: 120_000 })

const TEXTS = 'conceptSalesOrders'

async function openGuide(page: Page): Promise<void> {
  await login(page, DEMO.client)
  await page.goto('/sales-order/concept')
  await page.getByRole('link', { name: en('import.open'), exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/sales-order/import-guide')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.salesOrder.importGuide.title') })).toBeVisible()
}

test('a file with a date column and a bad row imports nothing; corrected, its orders are concepts, one to adjust', async ({
  browser,
  request,
}) => {
  const session = await apiLogin(request, DEMO.client)
  const prefix = uniquePrefix('IMP')
  await createProducts(request, session.token, session.clientId, [
    { article_number: `${prefix}-TEA`, name: `Green tea ${prefix}` },
    { article_number: `${prefix}-MUG`, name: `Tea mug ${prefix}` },
  ])
  // Rows 2 and 3 are one order of two lines; row 4's order date is written with slashes, which is
  // no date the import reads; row 5 orders an article the account does not have.
  const file = (orderDate: string) =>
    [
      'order_number;order_date;delivery_date;reference;payment_method;delivery_company_name;delivery_country;delivery_postal_code;delivery_house_number;delivery_street;delivery_city;article_number;quantity;price_incl_vat;vat_percentage',
      `${prefix}-1;2026-11-20;25-11-2026;Spring;IDeal;Keukenhof;NL;2161 AZ;3;Stationsweg;Lisse;${prefix}-TEA;2;12,50;9`,
      `${prefix}-1;2026-11-20;25-11-2026;Spring;IDeal;Keukenhof;NL;2161 AZ;3;Stationsweg;Lisse;${prefix}-MUG;1;8,95;21`,
      `${prefix}-2;${orderDate};;Summer;Invoice;Dam Shop;NL;1012 JS;1;Dam;Amsterdam;${prefix}-TEA;5;;`,
      `${prefix}-3;21-11-2026;;Autumn;Invoice;Dam Shop;NL;1012 JS;1;Dam;Amsterdam;${prefix}-NONE;1;;`,
    ].join('\n')

  const context = await browser.newContext()
  const page = await context.newPage()
  await openGuide(page)
  await expectNoSeriousA11yViolations(page, 'sales order import guide')

  await uploadCsv(page, 'orders.csv', file('20/11/2026'))
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(en('import.result.refused'))
  await expect(importFigure(page, 'rowsImported')).toContainText('0')
  await expect(importFigure(page, 'rowsWithErrors')).toContainText('1')
  await expect(importErrorRows(page)).toHaveText([
    importErrorHeader,
    `4order_date ${en('salesOrderForm.fields.orderDate')}${en('validation.date')}`,
  ])
  await shot(page, 'sales-order-import-refused-en')
  await expectNoSeriousA11yViolations(page, 'refused import')
  const stored = await request.get(`/api/clients/${session.clientId}/concept-sales-orders?q=${prefix}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  })
  expect(((await stored.json()) as { meta: { total: number } }).meta.total, 'concepts of a refused file').toBe(0)

  await uploadCsv(page, 'orders.csv', file('2026-11-20'))
  await expect(importFigure(page, 'rowsImported')).toContainText('4')
  await expect(importFigure(page, 'rowsWithErrors')).toContainText('1')
  await expect(importErrorRows(page)).toHaveText([
    importErrorHeader,
    `5article_number ${en('products.fields.articleNumber')}${en('orders.validation.product_unknown')}`,
  ])
  await page.getByRole('link', { name: en('salesOrderImport.result.toConcepts') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/sales-order/concept')
  await searchConcepts(page, prefix, 3, 'en-GB', TEXTS)
  const list = conceptList(page, 'en-GB', TEXTS)
  for (const [number, flag] of [
    ['1', 'ready'],
    ['2', 'ready'],
    ['3', 'toAdjust'],
  ]) {
    await expect(list.row(`${prefix}-${number}`).getByText(en(`${TEXTS}.flag.${flag}`), { exact: true })).toBeVisible()
  }
  // The first order has both its lines.
  await expect(list.row(`${prefix}-1`).getByRole('cell', { name: '2', exact: true })).toBeVisible()
  await context.close()
})

test('the template downloads as xlsx and csv, with the columns the guide explains', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openGuide(page)
  const columnNames = await page.getByRole('table').locator('tbody td:first-child code').allTextContents()
  const download = async (format: 'csv' | 'xlsx') => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en(`import.template.${format}`), exact: true }).click(),
    ])
    expect(file.suggestedFilename()).toBe(`sales-order-import-template.${format}`)
    return file.path()
  }
  const csv = readFileSync(await download('csv'), 'utf8').replace(/^\uFEFF/, '')
  const [csvHeader, ...examples] = csv.trim().split(/\r?\n/)
  expect(csvHeader.split(/[,;]/)).toEqual(columnNames)
  expect(examples, 'an example order of two lines').toHaveLength(2)
  const sheet = await readSheet(await download('xlsx'))
  expect(sheet[0]).toEqual(columnNames)
  expect(sheet).toHaveLength(3)
  await context.close()
})

test('the guide in Dutch', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-NL' })
  const page = await context.newPage()
  await login(page, DEMO.client, undefined, 'nl-NL')
  await page.goto('/sales-order/import-guide')
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.salesOrder.importGuide.title') })).toBeVisible()
  await expect(page.getByText(nl('salesOrderImport.file.dates'))).toBeVisible()
  await expect(page.getByRole('button', { name: nl('import.template.csv') })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: nl('salesOrderImport.groups.invoice') })).toBeVisible()
  await expect(page.getByText(nl('salesOrderImport.columns.descriptions.order_number'))).toBeVisible()
  await shot(page, 'sales-order-import-guide-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch sales order import guide')
  await context.close()
})
