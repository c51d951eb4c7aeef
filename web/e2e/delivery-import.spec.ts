import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { conceptList, searchConcepts } from './support/concepts'
import { importErrorHeader, importErrorRows, importFigure, uploadCsv } from './support/imports'
import { apiLogin, createProducts, uniquePrefix } from './support/products'
import { shot } from './support/shots'
import { en } from './support/texts'

// Journeys on a machine shared with builds: generous, but each step still waits only as long as it must.
test.describe.configure({ timeout: 120_000 })

const TEXTS = 'conceptDeliveries'

interface ConceptDeliveryRow {
  reference: string
  has_errors: boolean
  send_after: string | null
}

test("a supplier's file with a bad date imports nothing; corrected, its deliveries are concepts, the ready one due to be sent", async ({
  browser,
  request,
}) => {
  const owner = await apiLogin(request, DEMO.client)
  const prefix = uniquePrefix('DIMP')
  await createProducts(request, owner.token, owner.clientId, [
    { article_number: `${prefix}-JAR`, name: `Honey jar ${prefix}` },
    { article_number: `${prefix}-LID`, name: `Jar lid ${prefix}` },
  ])
  // Rows 2 and 3 are one delivery of two lines; row 4's planned date has slashes, which is no date
  // the import reads; row 5 announces an article the account does not have.
  const file = (plannedDate: string) =>
    [
      'reference;planned_date;unit_load;container_length;number_of_pallets;article_number;quantity;unit',
      `${prefix}-A;2026-12-01;Pallet;;2;${prefix}-JAR;120;`,
      `${prefix}-A;2026-12-01;Pallet;;2;${prefix}-LID;120;`,
      `${prefix}-B;${plannedDate};Colli;;;${prefix}-JAR;12;`,
      `${prefix}-C;01-12-2026;Colli;;;${prefix}-NONE;5;`,
    ].join('\n')

  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.supplier)
  await page.goto('/delivery/concept')
  await expect(page.getByText(en('conceptDeliveries.autoSend'))).toBeVisible()
  await page.getByRole('link', { name: en('import.open'), exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/delivery/import-guide')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.delivery.importGuide.title') })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'delivery import guide')

  await uploadCsv(page, 'deliveries.csv', file('01/12/2026'))
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(en('import.result.refused'))
  await expect(importFigure(page, 'rowsImported')).toContainText('0')
  await expect(importErrorRows(page)).toHaveText([
    importErrorHeader,
    `4planned_date ${en('deliveryForm.fields.plannedDate')}${en('validation.date')}`,
  ])
  const concepts = async (): Promise<ConceptDeliveryRow[]> => {
    const listed = await request.get(`/api/clients/${owner.clientId}/concept-deliveries?q=${prefix}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    })
    expect(listed.status()).toBe(200)
    return ((await listed.json()) as { data: ConceptDeliveryRow[] }).data
  }
  expect(await concepts(), 'concepts of a refused file').toHaveLength(0)

  const imported = Date.now()
  await uploadCsv(page, 'deliveries.csv', file('2026-12-01'))
  await expect(importFigure(page, 'rowsImported')).toContainText('4')
  await expect(importFigure(page, 'rowsWithErrors')).toContainText('1')
  await expect(importErrorRows(page)).toHaveText([
    importErrorHeader,
    `5article_number ${en('products.fields.articleNumber')}${en('deliveries.validation.product_unknown')}`,
  ])
  await shot(page, 'delivery-import-result-en')

  // The error-free deliveries are due within 15 minutes of the import; the one to adjust is not due.
  const stored = new Map((await concepts()).map((row) => [row.reference, row]))
  for (const reference of [`${prefix}-A`, `${prefix}-B`]) {
    const due = Date.parse(stored.get(reference)?.send_after ?? '')
    expect(due - imported, `${reference} is sent within 15 minutes`).toBeLessThanOrEqual(15 * 60_000)
    expect(due - imported, `${reference} waits for the user to look`).toBeGreaterThan(10 * 60_000)
  }
  expect(stored.get(`${prefix}-C`)).toMatchObject({ has_errors: true, send_after: null })

  await page.getByRole('link', { name: en('deliveryImport.result.toConcepts') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/delivery/concept')
  await searchConcepts(page, prefix, 3, 'en-GB', TEXTS)
  const list = conceptList(page, 'en-GB', TEXTS)
  for (const [reference, flag] of [
    ['A', 'ready'],
    ['B', 'ready'],
    ['C', 'toAdjust'],
  ]) {
    await expect(
      list.row(`${prefix}-${reference}`).getByText(en(`${TEXTS}.flag.${flag}`), { exact: true }),
    ).toBeVisible()
  }
  // The ready ones show when they go; the one to adjust shows none.
  await expect(list.row(`${prefix}-A`).getByRole('cell', { name: '—', exact: true })).toHaveCount(0)
  await expect(list.row(`${prefix}-C`).getByRole('cell', { name: '—', exact: true })).toHaveCount(1)
  await context.close()
})
