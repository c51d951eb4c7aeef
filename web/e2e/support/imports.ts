import { expect, type Page } from '@playwright/test'
import { en } from './texts'

/** Uploads a CSV file on an import guide's Import tab and waits for the Result tab. */
export async function uploadCsv(page: Page, name: string, content: string): Promise<void> {
  await page.getByRole('tab', { name: en('import.tabs.import') }).click()
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) })
  await page.getByRole('button', { name: en('import.upload.submit'), exact: true }).click()
  await expect(page.getByRole('tab', { name: en('import.tabs.result') })).toHaveAttribute('aria-selected', 'true')
}

/** The import's error table, its header first, each row as its text. */
export const importErrorRows = (page: Page) => page.getByRole('tabpanel').getByRole('table').getByRole('row')

/** The error table's header as its text. */
export const importErrorHeader = [
  en('import.result.row'),
  en('import.result.column'),
  en('import.result.message'),
].join('')

/** One of the result's figures (rowsImported, rowsWithErrors) with its label. */
export const importFigure = (page: Page, key: string) =>
  page.getByText(en(`import.result.${key}`), { exact: true }).locator('xpath=..')
