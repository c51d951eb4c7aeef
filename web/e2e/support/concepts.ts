import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { ApiSession, ProductInput } from './products'
import { text, type Locale } from './texts'

// Concept products for a journey, made through the API as a webshop or an import would, and the
// concept list and product form as a user finds them on the page.

const validConcept = {
  article_group: 'General',
  product_type: 'Electronic',
  unit: 'Piece',
  outbound_algorithm: 'Fifo',
} as const

const authorised = ({ token }: ApiSession) => ({ Authorization: `Bearer ${token}` })

/** Adds each product as a concept (valid ones become 'Ready'); returns their ids in order. */
export async function createConcepts(
  request: APIRequestContext,
  session: ApiSession,
  products: readonly ProductInput[],
): Promise<number[]> {
  const ids: number[] = []
  for (const product of products) {
    const created = await request.post(`/api/clients/${session.clientId}/concept-products`, {
      headers: authorised(session),
      data: { ...validConcept, ...product },
    })
    expect(created.status(), `concept ${product.article_number}: ${await created.text()}`).toBe(201)
    ids.push(((await created.json()) as { data: { id: number } }).data.id)
  }
  return ids
}

export interface ImportResult {
  rows_imported: number
  rows_with_errors: number
}

/**
 * Imports a CSV file through an area's import API (concept products by default): every row becomes a
 * concept, rows with rule errors 'To adjust'.
 */
export async function importConcepts(
  request: APIRequestContext,
  session: ApiSession,
  csv: string,
  area = 'concept-products',
): Promise<ImportResult> {
  const response = await request.post(`/api/clients/${session.clientId}/${area}/import`, {
    headers: authorised(session),
    multipart: { file: { name: 'concepts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') } },
  })
  expect(response.status(), `import: ${await response.text()}`).toBe(200)
  return ((await response.json()) as { data: ImportResult }).data
}

/** The product form's controls by their labels (required ones carry an asterisk that is not part of the name). */
export function productForm(page: Page, locale: Locale = 'en-GB') {
  const label = (field: string) => text(`products.fields.${field}`, {}, locale)
  return {
    text: (field: string): Locator => page.getByRole('textbox', { name: label(field), exact: true }),
    select: (field: string): Locator => page.getByRole('combobox', { name: label(field), exact: true }),
    toggle: (field: string): Locator => page.getByRole('switch', { name: label(field), exact: true }),
    saveConcept: page.getByRole('button', { name: text('common.buttons.saveConcept', {}, locale), exact: true }),
    send: page.getByRole('button', { name: text('common.buttons.send', {}, locale), exact: true }),
  }
}

/** Picks an option of a Mantine select. */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/**
 * A concept list (`texts` is the area's key prefix, concept products by default): its table, search,
 * a row by its name (a product's article number, an order's number), and the bulk actions.
 */
export function conceptList(page: Page, locale: Locale = 'en-GB', texts = 'conceptProducts') {
  const t = (key: string, values?: Record<string, string | number>) => text(key, values, locale)
  const table = page.getByRole('table', { name: t(`${texts}.list.tableLabel`) })
  return {
    table,
    search: page.getByRole('searchbox', { name: t('common.labels.search') }),
    row: (name: string): Locator =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) }),
    select: (name: string): Locator =>
      table.getByRole('checkbox', { name: t(`${texts}.list.selectRow`, { name }), exact: true }),
    selectAll: page.getByRole('checkbox', { name: t(`${texts}.list.selectAll`), exact: true }),
    bulkEdit: page.getByRole('button', { name: t(`${texts}.actions.bulkEdit`), exact: true }),
    send: page.getByRole('button', { name: t('common.buttons.send'), exact: true }),
    delete: page.getByRole('button', { name: t('common.buttons.delete'), exact: true }),
  }
}

/** Searches the concept list and waits until it shows exactly `count` rows. */
export async function searchConcepts(
  page: Page,
  query: string,
  count: number,
  locale: Locale = 'en-GB',
  texts = 'conceptProducts',
): Promise<void> {
  const list = conceptList(page, locale, texts)
  await list.search.fill(query)
  // The search applies once typing pauses: rows shown before that may already be `count` in number.
  await expect(page).toHaveURL((url) => (url.searchParams.get('q') ?? '') === query.trim())
  // Rows of concepts, not the rows that show a concept's errors under it.
  await expect(list.table.locator('tbody tr.mantine-datatable-row')).toHaveCount(count)
}

/** Closes the snackbar showing `message` (before an axe check, which would also look at it). */
export async function dismissSnackbar(page: Page, message: string, locale: Locale = 'en-GB'): Promise<void> {
  const snackbar = page.getByRole('alert').filter({ hasText: message })
  await expect(snackbar).toBeVisible()
  await snackbar.getByRole('button', { name: text('common.buttons.close', {}, locale), exact: true }).click()
  await expect(snackbar).toHaveCount(0)
}
