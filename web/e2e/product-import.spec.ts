import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { readSheet } from 'read-excel-file/node'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, storedToken, TULIP } from './support/auth'
import { shot } from './support/shots'
import { en, nl } from './support/texts'

const GUIDE = '/product/import-guide'

// axe takes several seconds over the guide's long column table (about 700 elements).
test.describe.configure({ timeout: 60_000 })

/** Article numbers no other run or journey uses. */
const runId = () => `IMP-${Date.now().toString(36).toUpperCase()}`

async function openGuide(page: Page, email: string = DEMO.client): Promise<void> {
  await login(page, email)
  await page.goto(GUIDE)
  await expect(page.getByRole('heading', { level: 1, name: en('routes.product.importGuide.title') })).toBeVisible()
}

async function downloadTemplate(page: Page, format: 'csv' | 'xlsx'): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: en(`import.template.${format}`), exact: true }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`product-import-template.${format}`)
  return download.path()
}

async function upload(page: Page, name: string, content: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) })
  await page.getByRole('button', { name: en('import.upload.submit'), exact: true }).click()
}

/** The concept products of the account whose article number starts with `prefix`, through the API. */
async function conceptsStartingWith(page: Page, prefix: string): Promise<number> {
  const response = await page.request.get(`/api/clients/${TULIP.id}/concept-products?q=${prefix}`, {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { meta: { total: number } }).meta.total
}

test('the template downloads as csv and as xlsx, with the columns the guide explains', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openGuide(page)
  await expect(page.getByRole('tab', { name: en('import.tabs.import') })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: en('import.tabs.result') })).toBeDisabled()
  // The guide's first column: each column's name as the file must have it.
  const columnNames = await page.getByRole('table').locator('tbody td:first-child code').allTextContents()
  expect(columnNames).toHaveLength(32) // every field of ProductFields
  await shot(page, 'product-import-guide-en')
  await expectNoSeriousA11yViolations(page, 'import guide')

  const csv = readFileSync(await downloadTemplate(page, 'csv'), 'utf8').replace(/^\uFEFF/, '')
  const [csvHeader, csvExample] = csv.trim().split(/\r?\n/)
  expect(csvHeader.split(/[,;]/)).toEqual(columnNames)
  expect(csvExample, 'the csv template has an example row').toBeTruthy()

  const sheet = await readSheet(await downloadTemplate(page, 'xlsx'))
  expect(sheet[0]).toEqual(columnNames)
  expect(sheet).toHaveLength(2)
  await context.close()
})

test('a file with two bad rows is imported whole, and tab Result shows their errors', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openGuide(page)
  const prefix = runId()
  // Rows 3 and 5 of the file (the header is row 1): a wrong EAN check digit and no name.
  const file = [
    'article_number;name;product_type;unit;ean',
    `${prefix}-1;Green tea;Electronic;Piece;8712345678906`,
    `${prefix}-2;Black tea;Electronic;Piece;8712345678900`,
    `${prefix}-3;White tea;Forward;Box;`,
    `${prefix}-4;;Electronic;Piece;`,
    `${prefix}-5;Rooibos;electronic;piece;`,
  ].join('\n')
  // Hold the answer a moment, as the server does with a large file: the progress bar shows meanwhile.
  await page.route('**/concept-products/import', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await upload(page, 'products.csv', file)
  await expect(page.getByRole('progressbar', { name: en('import.upload.progress') })).toBeVisible()
  await page.unrouteAll({ behavior: 'wait' })

  await expect(page.getByRole('tab', { name: en('import.tabs.result') })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  const figure = (key: string) => page.getByText(en(`import.result.${key}`), { exact: true }).locator('xpath=..')
  await expect(figure('rowsImported')).toContainText('5')
  await expect(figure('rowsWithErrors')).toContainText('2')
  const errorRows = page.getByRole('table').getByRole('row')
  await expect(errorRows).toHaveText([
    [en('import.result.row'), en('import.result.column'), en('import.result.message')].join(''),
    `3ean ${en('products.fields.ean')}${en('products.validation.ean_checksum')}`,
    `5name ${en('products.fields.name')}${en('validation.required')}`,
  ])
  await shot(page, 'product-import-result-en')
  await expectNoSeriousA11yViolations(page, 'import result')
  expect(await conceptsStartingWith(page, prefix)).toBe(5)

  await page.getByRole('link', { name: en('productImport.result.toConcepts') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/product/concept')
  await page.getByRole('searchbox', { name: en('common.labels.search') }).fill(prefix)
  for (const [suffix, flag] of [
    ['2', 'conceptProducts.flag.toAdjust'],
    ['4', 'conceptProducts.flag.toAdjust'],
    ['1', 'conceptProducts.flag.ready'],
  ]) {
    await expect(page.getByRole('row').filter({ hasText: `${prefix}-${suffix}` })).toContainText(en(flag))
  }
  await context.close()
})

test('a file that is not csv or xlsx gets one clear error and imports nothing', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openGuide(page)
  const prefix = runId()
  await upload(page, 'products.txt', `article_number,name,product_type,unit\n${prefix}-1,Tea,Electronic,Piece\n`)
  await expect(page.getByRole('alert')).toContainText(en('import.errors.file_type'))
  await expect(page.getByRole('tab', { name: en('import.tabs.result') })).toBeDisabled()

  // The server refuses it too, for a client that skips the page's check.
  const response = await page.request.post(`/api/clients/${TULIP.id}/concept-products/import`, {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
    multipart: {
      file: { name: 'products.txt', mimeType: 'text/plain', buffer: Buffer.from(`article_number\n${prefix}-1\n`) },
    },
  })
  expect(response.status()).toBe(422)
  expect(((await response.json()) as { message: string }).message).toBe('import.errors.file_type')
  expect(await conceptsStartingWith(page, prefix)).toBe(0)
  await context.close()
})

test('the guide in Dutch', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-NL' })
  const page = await context.newPage()
  await login(page, DEMO.client, undefined, 'nl-NL')
  await page.goto(GUIDE)
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.product.importGuide.title') })).toBeVisible()
  await expect(page.getByRole('tab', { name: nl('import.tabs.import') })).toBeVisible()
  await expect(page.getByText(nl('productImport.file.limits'))).toBeVisible()
  await expect(page.getByRole('button', { name: nl('import.template.xlsx') })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: nl('import.columns.rules') })).toBeVisible()
  await expect(page.getByText(nl('productImport.columns.descriptions.customsPrice'))).toBeVisible()
  await shot(page, 'product-import-guide-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch import guide')
  await context.close()
})
