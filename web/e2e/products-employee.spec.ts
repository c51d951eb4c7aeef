import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, POLDER, TULIP } from './support/auth'
import { choose, conceptList, searchConcepts } from './support/concepts'
import { uniquePrefix } from './support/products'
import { shot } from './support/shots'
import { en } from './support/texts'

test.describe.configure({ timeout: 120_000 })

// Provider staff work for every account: they pick one in the account selector and see only its
// products, and they may import and send products for it.
test('a provider employee switches account, reads its products and imports products for it', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.employee)
  const selector = page.getByRole('combobox', { name: en('auth.selectAccount'), exact: true })
  // The account chosen last time stays chosen (on the server): start from Polder whatever it was.
  await page.goto('/product')
  if ((await selector.inputValue()) !== POLDER.name) await choose(page, selector, POLDER.name)

  // Only Polder's products: its demo ones (PLD-...) and those other journeys add, never Tulip's (TUL-...).
  const table = page.getByRole('table', { name: en('productOverview.tableLabel') })
  // Waited for: the list may still be replacing the previous account's rows when an expected one shows.
  const rowsStartingWith = (prefix: string) =>
    table.locator('tbody tr td:first-child').filter({ hasText: new RegExp(`^${prefix}`) })
  await expect(rowsStartingWith('PLD-').first()).toBeVisible()
  await expect(rowsStartingWith('TUL-')).toHaveCount(0)

  // Another account: the overview follows it and shows none of the first one's products.
  await choose(page, selector, TULIP.name)
  await expect(rowsStartingWith('TUL-').first()).toBeVisible()
  await expect(rowsStartingWith('PLD-')).toHaveCount(0)
  await shot(page, 'product-overview-employee')

  // A food product: its stock per lot with best-before dates. Searched for, as products other
  // journeys add to Tulip may fill the first page.
  await page.goto('/product?q=TUL-COF-01')
  await table.getByRole('link', { name: 'TUL-COF-01', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/client/${TULIP.id}/product/\\d+$`))
  await expect(page.getByRole('heading', { level: 2, name: en('products.groups.expiryAndLots') })).toBeVisible()
  await expect(page.getByText(`${en('products.fields.articleNumber')}: TUL-COF-01`, { exact: false })).toBeVisible()
  const lots = page.getByRole('table', { name: en('productOverview.lotsTitle') })
  await expect(lots.locator('tbody tr').first()).toContainText(/^L\d+/)
  await expect(lots.locator('tbody tr').first()).toContainText(en('products.batchStatus.sellable'))
  await shot(page, 'product-show-employee')
  await expectNoSeriousA11yViolations(page, 'product page for provider staff')

  // An import for the account: two products, both Ready, sent from the concept list.
  const prefix = uniquePrefix('EMP')
  await page.goto('/product/import-guide')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'article_number,name,product_type,unit',
        `${prefix}-1,Gift card ${prefix},Electronic,Piece`,
        `${prefix}-2,Gift voucher ${prefix},Electronic,Piece`,
      ].join('\n'),
    ),
  })
  await page.getByRole('button', { name: en('import.upload.submit'), exact: true }).click()
  const figure = (key: string) => page.getByText(en(`import.result.${key}`), { exact: true }).locator('xpath=..')
  await expect(figure('rowsImported')).toContainText('2')
  await expect(figure('rowsWithErrors')).toContainText('0')

  await page.getByRole('link', { name: en('productImport.result.toConcepts') }).click()
  const list = conceptList(page)
  await searchConcepts(page, prefix, 2)
  await page.getByRole('checkbox', { name: en('conceptProducts.list.selectAll'), exact: true }).check()
  await list.send.click()
  await expect(
    page.getByRole('alert').getByText(en('conceptProducts.send.succeeded_other', { count: 2 }), { exact: true }),
  ).toBeVisible()
  await searchConcepts(page, prefix, 0)

  await page.goto(`/product?q=${prefix}`)
  await expect(table.getByRole('link', { name: `${prefix}-1`, exact: true })).toBeVisible()
  await expect(table.getByRole('link', { name: `${prefix}-2`, exact: true })).toBeVisible()
  await context.close()
})
