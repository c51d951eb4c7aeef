import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import {
  choose,
  conceptList,
  createConcepts,
  dismissSnackbar,
  importConcepts,
  productForm,
  searchConcepts,
} from './support/concepts'
import { apiLogin, uniquePrefix } from './support/products'
import { shot } from './support/shots'
import { en, nl } from './support/texts'

// Journeys on a machine shared with builds: generous, but each step still waits only as long as it must.
test.describe.configure({ timeout: 120_000 })

/** Four imported concepts: one Ready, three 'To adjust' (a unit the form does not know, no unit, and a physical one without unit or size). */
function importFile(prefix: string): string {
  return [
    'article_number,name,product_type,unit',
    `${prefix}-A,Linen napkin ${prefix},Electronic,Piece`,
    `${prefix}-B,Linen tablecloth ${prefix},Electronic,Crate`,
    `${prefix}-C,Linen apron ${prefix},Electronic,`,
    `${prefix}-D,Oak tray ${prefix},Physic,`,
  ].join('\n')
}

const outcome = (page: Page, key: string, values?: Record<string, string | number>) =>
  page.getByRole('alert').getByText(en(key, values), { exact: true })

async function bulkEdit(page: Page, field: string, value: string): Promise<void> {
  await conceptList(page).bulkEdit.click()
  const dialog = page.getByRole('dialog')
  await choose(
    page,
    dialog.getByRole('combobox', { name: en('conceptProducts.bulkEdit.field'), exact: true }),
    en(`products.fields.${field}`),
  )
  await choose(page, dialog.getByRole('combobox', { name: en(`products.fields.${field}`), exact: true }), value)
  await expectNoSeriousA11yViolations(page, 'bulk edit dialog')
  await dialog.getByRole('button', { name: en('conceptProducts.bulkEdit.apply'), exact: true }).click()
  await expect(dialog).toHaveCount(0)
}

test('imported concepts to adjust are fixed by bulk edits, sent in bulk, and one is deleted', async ({
  browser,
  request,
}) => {
  const session = await apiLogin(request, DEMO.client)
  const prefix = uniquePrefix('CON')
  expect(await importConcepts(request, session, importFile(prefix))).toMatchObject({
    rows_imported: 4,
    rows_with_errors: 3,
  })
  await createConcepts(request, session, [{ article_number: `${prefix}-E`, name: `Spare napkin ${prefix}` }])

  // A wide screen, which shows where each concept came from (a laptop leaves the source out).
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } })
  const page = await context.newPage()
  await login(page, DEMO.client)
  await page.goto('/product/concept')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.product.concept.title') })).toBeVisible()
  const list = conceptList(page)
  await searchConcepts(page, prefix, 5)
  await expect(list.row(`${prefix}-A`).getByText(en('conceptProducts.flag.ready'), { exact: true })).toBeVisible()
  await expect(list.row(`${prefix}-A`).getByText(en('products.source.IMPORT'), { exact: true })).toBeVisible()

  // Only the ones to adjust, with their errors listed per field.
  await choose(
    page,
    page.getByRole('combobox', { name: en('conceptProducts.list.flagFilter'), exact: true }),
    en('conceptProducts.flag.toAdjust'),
  )
  await searchConcepts(page, prefix, 3)
  await list
    .row(`${prefix}-B`)
    .getByRole('button', { name: en('conceptProducts.list.showErrors') })
    .click()
  const errorsOfB = page.getByRole('list', {
    name: en('conceptProducts.list.errorsOf', { name: `${prefix}-B` }),
  })
  await expect(errorsOfB).toContainText(
    `${en('products.fields.unit')}: ${en('validation.one_of', { 0: 'Piece / Box / Set / Pallet / DS / ST / SET / CD' })}`,
  )
  await shot(page, 'concept-products-to-adjust')
  await expectNoSeriousA11yViolations(page, 'concept products to adjust')

  // First bulk edit: a unit for all three; the physical one still lacks its size and stays selected.
  await page.getByRole('checkbox', { name: en('conceptProducts.list.selectAll'), exact: true }).check()
  await expect(page.getByText(en('conceptProducts.list.selected_other', { count: 3 }))).toBeVisible()
  await bulkEdit(page, 'unit', en('products.unit.Box'))
  await expect(outcome(page, 'conceptProducts.bulkEdit.succeeded_other', { count: 2 })).toBeVisible()
  await expect(outcome(page, 'conceptProducts.bulkEdit.failed_one', { count: 1 })).toBeVisible()
  await searchConcepts(page, prefix, 1)
  await expect(list.select(`${prefix}-D`)).toBeChecked()
  const errorsOfD = page.getByRole('list', {
    name: en('conceptProducts.list.errorsOf', { name: `${prefix}-D` }),
  })
  await expect(errorsOfD).toContainText(`${en('products.fields.weight')}: ${en('validation.required')}`)
  await shot(page, 'concept-products-bulk-edit')

  // Second bulk edit on the one left: not physical after all. That was the last one.
  await bulkEdit(page, 'productType', en('products.productType.Electronic'))
  await expect(outcome(page, 'conceptProducts.bulkEdit.succeeded_one', { count: 1 })).toBeVisible()
  await expect(outcome(page, 'conceptProducts.bulkEdit.last')).toBeVisible()

  // Delete the spare one, after confirming.
  await page.getByRole('button', { name: en('common.buttons.resetFilters') }).click()
  // The search box empties once the address has no filters; a search typed before that would be undone.
  await expect(list.search).toHaveValue('')
  await searchConcepts(page, prefix, 5)
  await list.select(`${prefix}-E`).check()
  await list.delete.click()
  const confirmation = page.getByRole('dialog', { name: en('conceptProducts.delete.title') })
  await expect(confirmation).toContainText(en('conceptProducts.delete.body_one', { count: 1 }))
  await expectNoSeriousA11yViolations(page, 'delete confirmation')
  await confirmation.getByRole('button', { name: en('common.buttons.delete'), exact: true }).click()
  await expect(outcome(page, 'conceptProducts.delete.deleted_one', { count: 1 })).toBeVisible()
  await searchConcepts(page, prefix, 4)

  // Send all four: each becomes a product.
  await page.getByRole('checkbox', { name: en('conceptProducts.list.selectAll'), exact: true }).check()
  await list.send.click()
  await expect(outcome(page, 'conceptProducts.send.succeeded_other', { count: 4 })).toBeVisible()
  await expect(outcome(page, 'conceptProducts.send.failed_other', { count: 0 })).toBeVisible()
  await searchConcepts(page, prefix, 0)
  const products = await request.get(`/api/clients/${session.clientId}/products`, {
    headers: { Authorization: `Bearer ${session.token}` },
    params: { q: prefix },
  })
  const sent = ((await products.json()) as { data: { article_number: string; unit: string }[] }).data
  expect(sent.map((product) => product.article_number).sort()).toEqual(
    ['A', 'B', 'C', 'D'].map((s) => `${prefix}-${s}`),
  )
  expect(sent.find((product) => product.article_number === `${prefix}-B`)?.unit).toBe('Box')
  await context.close()
})

test('a concept opens with its errors on its fields, and once fixed is sent from its page', async ({
  browser,
  request,
}) => {
  const session = await apiLogin(request, DEMO.client)
  const prefix = uniquePrefix('EDT')
  await importConcepts(
    request,
    session,
    ['article_number,name,product_type,unit,ean', `${prefix},Desk lamp ${prefix},Electronic,Piece,8712345678907`].join(
      '\n',
    ),
  )

  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.client)
  await page.goto('/product/concept')
  await searchConcepts(page, prefix, 1)
  await conceptList(page)
    .row(prefix)
    .getByRole('link', { name: en('conceptProducts.list.editRow', { articleNumber: prefix }) })
    .click()

  await expect(page.getByRole('heading', { level: 1, name: en('routes.product.edit.title') })).toBeVisible()
  await expect(page.getByText(en('conceptProducts.edit.hasErrors'))).toBeVisible()
  const form = productForm(page)
  await expect(form.text('articleNumber')).toHaveValue(prefix)
  await expect(form.text('ean')).toHaveAccessibleDescription(en('products.validation.ean_checksum'))
  await shot(page, 'concept-edit-errors')
  await expectNoSeriousA11yViolations(page, 'edit concept product')

  await form.text('ean').fill('8712345678906')
  await page.getByRole('button', { name: en('common.buttons.send'), exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/product')
  await dismissSnackbar(page, en('conceptProducts.edit.sent', { articleNumber: prefix }))
  await page.goto(`/product?q=${encodeURIComponent(prefix)}`)
  await expect(
    page
      .getByRole('table', { name: en('productOverview.tableLabel') })
      .getByRole('link', { name: prefix, exact: true }),
  ).toBeVisible()
  await context.close()
})

test('the concept list in Dutch, read-only for a supplier', async ({ browser, request }) => {
  const session = await apiLogin(request, DEMO.client)
  const prefix = uniquePrefix('NLC')
  await importConcepts(
    request,
    session,
    ['article_number,name,product_type,unit', `${prefix},Theedoek ${prefix},Electronic,Kist`].join('\n'),
  )

  const context = await browser.newContext({ locale: 'nl-NL' })
  const page = await context.newPage()
  await login(page, DEMO.supplier, undefined, 'nl-NL')
  await page.goto('/product/concept')
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.product.concept.title') })).toBeVisible()
  await searchConcepts(page, prefix, 1, 'nl-NL')
  const list = conceptList(page, 'nl-NL')
  const row = list.row(prefix)
  await expect(row.getByText(nl('conceptProducts.flag.toAdjust'), { exact: true })).toBeVisible()
  await row.getByRole('button', { name: nl('conceptProducts.list.showErrors') }).click()
  await expect(page.getByRole('list', { name: nl('conceptProducts.list.errorsOf', { name: prefix }) })).toContainText(
    `${nl('products.fields.unit')}: ${nl('validation.one_of', { 0: 'Piece / Box / Set / Pallet / DS / ST / SET / CD' })}`,
  )
  // A supplier may read products but not change them: no selection, no bulk actions, no Edit.
  await expect(list.table.getByRole('checkbox')).toHaveCount(0)
  await expect(list.bulkEdit).toHaveCount(0)
  await expect(row.getByRole('link')).toHaveCount(0)
  await shot(page, 'concept-products-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch concept products')
  await context.close()
})
