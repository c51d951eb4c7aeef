import { expect, test, type Download, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { readSheet } from 'read-excel-file/node'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { parseCsv, recordsOf } from './support/csv'
import { DEMO, login } from './support/auth'
import { apiLogin, createProducts, uniquePrefix, type ProductInput } from './support/products'
import { shot } from './support/shots'
import { en, nl, type Locale, text } from './support/texts'

/** A valid EAN-13 no other product has: 12 digits of the time and chance, then the check digit. */
function uniqueEan(): string {
  const digits = `87${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0)
  return digits + String((10 - (sum % 10)) % 10)
}

/** Three products: two physical (one inactive), one electronic with every customs field. */
function catalogue(prefix: string): ProductInput[] {
  return [
    { article_number: `${prefix}-A`, name: `Chamomile tea ${prefix}`, ean: uniqueEan(), minimum_stock: 5 },
    {
      article_number: `${prefix}-B`,
      name: `Bluetooth speaker ${prefix}`,
      product_type: 'Electronic',
      unit: 'Box',
      ean: uniqueEan(),
      description: 'Portable speaker, black',
      customs_code: '851822',
      country_of_origin: 'CN',
      customs_price: 1234,
      weight: 1.25,
      length: 20.5,
      has_serial_number: true,
      serial_number_mask: 'SPK-####',
    },
    { article_number: `${prefix}-C`, name: `Assam tea ${prefix}`, is_active: false },
  ]
}

const exactly = (label: string): RegExp => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

function overview(page: Page, locale: Locale = 'en-GB') {
  const t = (key: string, values?: Record<string, string | number>) => text(key, values, locale)
  const table = page.getByRole('table', { name: t('productOverview.tableLabel') })
  return {
    table,
    search: page.getByRole('searchbox', { name: t('common.labels.search') }),
    select: (field: string) => page.getByRole('combobox', { name: t(`products.fields.${field}`), exact: true }),
    total: (count: number) =>
      page
        .getByRole('status')
        .getByText(t(`productOverview.total_${count === 1 ? 'one' : 'other'}`, { total: count }), {
          exact: true,
        }),
    articleNumbers: () => table.locator('tbody tr td:first-child').allTextContents(),
  }
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function download(page: Page, format: 'xlsx' | 'csv'): Promise<Download> {
  await page.getByRole('button', { name: en('common.buttons.export'), exact: true }).click()
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: en(`productOverview.exportFormat.${format}`) }).click(),
  ])
  return file
}

test('a client finds, filters, sorts and opens products, and exports what the filters show', async ({
  browser,
  request,
}) => {
  test.slow() // a long journey: two pages, a reload and two downloads
  const session = await apiLogin(request, DEMO.client)
  const prefix = uniquePrefix('OVW')
  const products = catalogue(prefix)
  const [, speaker] = await createProducts(request, session.token, session.clientId, products)

  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.client)
  await page.goto('/product')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.product.index.title') })).toBeVisible()
  const list = overview(page)

  // The account's whole catalogue (the demo data has more than a page): 'Load more' continues it.
  const rows = list.table.locator('tbody tr')
  await expect(rows).toHaveCount(50)
  await page.getByRole('button', { name: en('common.buttons.loadMore'), exact: true }).click()
  await expect.poll(() => rows.count()).toBeGreaterThan(50)

  // Search: the run's prefix finds its three products; an EAN finds exactly its product.
  await list.search.fill(prefix)
  await expect(list.total(3)).toBeVisible()
  expect(await list.articleNumbers()).toEqual([`${prefix}-A`, `${prefix}-B`, `${prefix}-C`])
  const chamomile = list.table.locator('tbody tr').first()
  // At 1280 px the row shows the stock figures and the alert; EAN, type, unit and status are on the product page.
  for (const cell of [products[0].name, en('products.stockAlert.insufficient')]) {
    await expect(chamomile.getByText(cell, { exact: true })).toBeVisible()
  }
  await shot(page, 'product-overview-en')
  await expectNoSeriousA11yViolations(page, 'product overview')

  await list.search.fill(products[1].ean!)
  await expect(list.total(1)).toBeVisible()
  expect(await list.articleNumbers()).toEqual([speaker.article_number])

  // Filter by type, then clear it: the filters live in the address.
  await list.search.fill(prefix)
  await expect(list.total(3)).toBeVisible()
  await choose(page, list.select('productType'), en('products.productType.Electronic'))
  await expect(list.total(1)).toBeVisible()
  expect(await list.articleNumbers()).toEqual([speaker.article_number])
  await expect(page).toHaveURL(/product_type=Electronic/)
  await page.getByRole('button', { name: en('common.buttons.resetFilters'), exact: true }).click()
  await expect(list.search).toHaveValue('')
  await expect(page).not.toHaveURL(/product_type=/)

  // Sort by name (Assam, Bluetooth, Chamomile), then descending. A reload keeps search and sort.
  await list.search.fill(prefix)
  await expect(list.total(3)).toBeVisible()
  const nameHeader = list.table.getByRole('button', { name: en('products.fields.name') })
  await nameHeader.click()
  await expect(page).toHaveURL(/sort=name/)
  await expect.poll(() => list.articleNumbers()).toEqual([`${prefix}-C`, `${prefix}-B`, `${prefix}-A`])
  await nameHeader.click()
  await expect(page).toHaveURL(/direction=desc/)
  const byNameDescending = [`${prefix}-A`, `${prefix}-B`, `${prefix}-C`]
  await expect.poll(() => list.articleNumbers()).toEqual(byNameDescending)
  await page.reload()
  await expect(list.search).toHaveValue(prefix)
  await expect.poll(() => list.articleNumbers()).toEqual(byNameDescending)

  // A row opens the product page: every group, read-only, with its values as a reader expects.
  await list.table.getByText(products[1].name, { exact: true }).click()
  await expect(page).toHaveURL(`/client/${session.clientId}/product/${speaker.id}`)
  await expect(page.getByRole('heading', { level: 1, name: products[1].name })).toBeVisible()
  for (const group of [
    'identity',
    'unitAndSize',
    'customs',
    'expiryAndLots',
    'outerBox',
    'stockSettings',
    'serialNumbers',
    'stockFigures',
  ]) {
    await expect(
      page.getByRole('heading', { level: 2, name: en(`products.groups.${group}`), exact: true }),
    ).toBeVisible()
  }
  const field = (group: string, name: string) =>
    page
      .getByRole('region', { name: en(`products.groups.${group}`), exact: true })
      .locator('dt', { hasText: exactly(en(`products.fields.${name}`)) })
      .locator('xpath=following-sibling::dd[1]')
  await expect(field('identity', 'productType')).toHaveText(en('products.productType.Electronic'))
  await expect(field('identity', 'description')).toHaveText('Portable speaker, black')
  await expect(field('identity', 'costCenter')).toHaveText('—')
  await expect(field('unitAndSize', 'weight')).toHaveText('1.25')
  await expect(field('unitAndSize', 'length')).toHaveText('20.5')
  await expect(field('customs', 'customsPrice')).toHaveText('€12.34')
  await expect(field('serialNumbers', 'hasSerialNumber')).toHaveText(en('productOverview.yes'))
  await expect(field('serialNumbers', 'serialNumberMask')).toHaveText('SPK-####')
  await expect(field('outerBox', 'hu')).toHaveText(en('productOverview.no'))
  await expect(page.getByText(en('productOverview.noLots'))).toBeVisible()
  await expect(page.getByRole('button', { name: en('common.buttons.edit') })).toHaveCount(0)
  await shot(page, 'product-show-en')
  await expectNoSeriousA11yViolations(page, 'product page')

  // Back returns to the overview as it was.
  await page.getByRole('link', { name: en('common.buttons.back'), exact: true }).click()
  await expect(list.search).toHaveValue(prefix)
  await expect.poll(() => list.articleNumbers()).toEqual(byNameDescending)

  // Export with a filter set: only the physical products, in the overview's order (name, descending).
  await choose(page, list.select('productType'), en('products.productType.Physic'))
  await expect(list.total(2)).toBeVisible()
  const xlsx = await download(page, 'xlsx')
  expect(xlsx.suggestedFilename()).toMatch(/^products-.*\.xlsx$/)
  const sheet = recordsOf(await readSheet(await xlsx.path()))
  expect(sheet.map((row) => row.article_number)).toEqual([`${prefix}-A`, `${prefix}-C`])
  expect(sheet.map((row) => row.product_type)).toEqual([
    en('products.productType.Physic'),
    en('products.productType.Physic'),
  ])
  expect(sheet[0]).toMatchObject({ name: products[0].name, ean: products[0].ean, minimum_stock: '5' })

  const csv = await download(page, 'csv')
  expect(csv.suggestedFilename()).toMatch(/^products-.*\.csv$/)
  const csvRows = recordsOf(parseCsv(readFileSync(await csv.path(), 'utf8')))
  expect(csvRows.map((row) => [row.article_number, row.product_type])).toEqual([
    [`${prefix}-A`, en('products.productType.Physic')],
    [`${prefix}-C`, en('products.productType.Physic')],
  ])
  await context.close()
})

test('a Dutch client reads the overview and a product page in Dutch', async ({ browser, request }) => {
  const session = await apiLogin(request, DEMO.polderClient)
  const prefix = uniquePrefix('OVWNL')
  const products = catalogue(prefix)
  const [, speaker] = await createProducts(request, session.token, session.clientId, products)

  const context = await browser.newContext({ locale: 'nl-NL' })
  const page = await context.newPage()
  await login(page, DEMO.polderClient, undefined, 'nl-NL')
  await page.goto(`/product?q=${prefix}&product_type=Electronic`)
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.product.index.title') })).toBeVisible()
  const list = overview(page, 'nl-NL')
  await expect(list.total(1)).toBeVisible()
  await expect(list.select('productType')).toHaveValue(nl('products.productType.Electronic'))
  for (const field of ['articleNumber', 'name', 'availableStock', 'stockAlert']) {
    await expect(list.table.locator('thead').getByText(nl(`products.fields.${field}`), { exact: true })).toBeVisible()
  }
  await shot(page, 'product-overview-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch product overview')

  await list.table.locator('tbody tr').first().getByRole('link', { name: speaker.article_number }).click()
  await expect(page.getByRole('heading', { level: 1, name: products[1].name })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: nl('products.groups.customs') })).toBeVisible()
  const customs = page.getByRole('region', { name: nl('products.groups.customs'), exact: true })
  await expect(customs.locator('dd').nth(2)).toHaveText(/€\s12,34/)
  await expect(page.getByText(nl('productOverview.noMovements'))).toBeVisible()
  await shot(page, 'product-show-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch product page')
  await context.close()
})
