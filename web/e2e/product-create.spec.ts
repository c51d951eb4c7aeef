import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { choose, conceptList, dismissSnackbar, productForm, searchConcepts } from './support/concepts'
import { uniquePrefix } from './support/products'
import { shot } from './support/shots'
import { en } from './support/texts'

test('a client adds a product, is asked for the missing name, fixes it and sends the concept', async ({ browser }) => {
  test.setTimeout(120_000) // a long form, on a machine shared with builds
  // A wide screen, whose concept list shows where the concept came from (a laptop leaves it out).
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } })
  const page = await context.newPage()
  await login(page, DEMO.client)
  const articleNumber = uniquePrefix('NEW')

  // The form: every group of the spec, required fields marked.
  await page.goto('/product/create')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.product.create.title') })).toBeVisible()
  for (const group of [
    'identity',
    'unitAndSize',
    'customs',
    'expiryAndLots',
    'outerBox',
    'stockSettings',
    'serialNumbers',
  ]) {
    await expect(page.getByRole('group', { name: en(`products.groups.${group}`) })).toBeVisible()
  }
  const form = productForm(page)
  await expect(form.text('articleNumber')).toHaveAttribute('required')
  await expect(form.text('weight')).not.toHaveAttribute('required')
  await expect(form.text('serialNumberMask')).toHaveCount(0)

  // Everything but the name, for a physical product (so weight and size are required too).
  await form.text('articleNumber').fill(articleNumber)
  await choose(page, form.select('productType'), en('products.productType.Physic'))
  await expect(form.text('weight')).toHaveAttribute('required')
  await choose(page, form.select('unit'), en('products.unit.Box'))
  await form.text('ean').fill('8712345678906')
  await form.text('weight').fill('1.25')
  await form.text('length').fill('30')
  await form.text('width').fill('20.5')
  await form.text('height').fill('10')
  await form.text('customsPrice').fill('12.5')
  await form.toggle('hasSerialNumber').check()
  await form.text('serialNumberMask').fill('SN-####')
  await shot(page, 'product-create-en')
  await expectNoSeriousA11yViolations(page, 'add new product')

  await form.saveConcept.click()
  await expect(page.getByRole('alert').filter({ hasText: en('products.required_fields') })).toBeVisible()
  await expect(form.text('name')).toHaveAccessibleDescription(
    en('validation.required_field', { field: en('products.fields.name') }),
  )
  await expect(page).toHaveURL((url) => url.pathname === '/product/create')
  await shot(page, 'product-create-required')
  await expectNoSeriousA11yViolations(page, 'add new product with errors')

  // Fixed: saved as a concept, and the concept list shows it Ready.
  await form.text('name').fill(`Oak serving board ${articleNumber}`)
  await form.saveConcept.click()
  await expect(page).toHaveURL((url) => url.pathname === '/product/concept')
  await dismissSnackbar(page, en('conceptProducts.create.saved', { articleNumber }))
  const list = conceptList(page)
  await searchConcepts(page, articleNumber, 1)
  const row = list.row(articleNumber)
  await expect(row.getByText(en('conceptProducts.flag.ready'), { exact: true })).toBeVisible()
  await expect(row.getByText(en('products.productType.Physic'), { exact: true })).toBeVisible()
  await expect(row.getByText(en('products.source.DET'), { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'concept products')

  // Select it and send it: it becomes a product in the overview.
  await list.select(articleNumber).check()
  await list.send.click()
  await expect(page.getByText(en('conceptProducts.send.succeeded_one', { count: 1 }))).toBeVisible()
  await expect(page.getByText(en('conceptProducts.send.failed_other', { count: 0 }))).toBeVisible()
  await expect(list.row(articleNumber)).toHaveCount(0)

  await page.goto(`/product?q=${encodeURIComponent(articleNumber)}`)
  const overview = page.getByRole('table', { name: en('productOverview.tableLabel') })
  await expect(overview.getByRole('link', { name: articleNumber, exact: true })).toBeVisible()
  await expect(overview.getByText(`Oak serving board ${articleNumber}`)).toBeVisible()
  await context.close()
})
