import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { FakeXhr, lastXhr } from '@/test/fake-xhr'
import { chooseAndImport, importGuidePage, errorRows, expectTemplateDownloads, resultTab } from '@/test/import-guide'
import { tulipUser as profile } from '@/test/profile'
import { importColumns } from '../import-columns'
import ProductImportGuidePage from './ProductImportGuidePage'

const renderGuide = importGuidePage(ProductImportGuidePage, '/product/import-guide', 'Default')
const csv = (name = 'products.csv') => new File(['article_number,name,product_type,unit\n'], name, { type: 'text/csv' })

describe('ProductImportGuidePage', () => {
  it('explains every column and offers the template as xlsx and csv', async () => {
    renderGuide()
    const guide = screen.getByRole('table')
    for (const column of importColumns) expect(within(guide).getByText(column.name, { exact: true })).toBeVisible()
    expect(within(guide).getByText('Identity')).toBeVisible()
    expect(within(guide).getAllByText('For product type Physic')).toHaveLength(4)
    expect(within(guide).getByText('Electronic', { selector: 'code' })).toBeVisible()

    await expectTemplateDownloads('/api/clients/7/concept-products/import/template')
  })

  it('uploads with a progress bar, then opens tab Result with the counts and each error', async () => {
    const { container } = renderGuide()
    expect(resultTab()).toBeDisabled()
    await chooseAndImport(container, csv())

    const xhr = lastXhr()
    expect(xhr.sent?.url).toBe('/api/clients/7/concept-products/import')
    xhr.progress(40, 100)
    expect(await screen.findByText('Uploading the file: 40%')).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '40')
    xhr.uploaded()
    expect(await screen.findByText(/Reading the file/)).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).not.toHaveAttribute('aria-valuenow')

    xhr.answer(200, {
      data: {
        rows_imported: 5,
        rows_with_errors: 2,
        errors: [
          { row: 3, column: 'ean', message: 'products.validation.ean_checksum' },
          { row: 5, column: 'name', message: 'validation.required' },
        ],
        refused: false,
        encoding: 'utf-8',
      },
    })
    expect(await screen.findByText('Rows imported')).toBeVisible()
    expect(resultTab()).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Rows imported').nextSibling).toHaveTextContent('5')
    expect(screen.getByText('Rows with errors').nextSibling).toHaveTextContent('2')
    expect(errorRows()).toEqual([
      '3ean EANThis is not a valid EAN: the check digit is wrong',
      '5name NameThis field is required',
    ])
    expect(screen.getByRole('link', { name: 'Go to the concept products' })).toHaveAttribute('href', '/product/concept')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.queryByText(/was read as Windows-1252/)).not.toBeInTheDocument()
  })

  it('says so when the file was read as Windows-1252, and only then', async () => {
    const { container } = renderGuide()
    await chooseAndImport(container, csv())
    lastXhr().answer(200, {
      data: { rows_imported: 1, rows_with_errors: 0, errors: [], refused: false, encoding: 'windows-1252' },
    })
    expect(await screen.findByText(/was not saved as UTF-8 and was read as Windows-1252/)).toBeVisible()
  })

  it('shows one clear error for a file the server refuses, and no result', async () => {
    const { container } = renderGuide()
    await chooseAndImport(container, csv())
    lastXhr().answer(422, {
      message: 'import.errors.missing_columns,unit / product_type',
      errors: { file: ['import.errors.missing_columns,unit / product_type'] },
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The file was not imported')
    expect(alert).toHaveTextContent('These required columns are missing: unit / product_type.')
    expect(resultTab()).toBeDisabled()
  })

  it('says what the upload takes before a file is chosen', () => {
    renderGuide()
    expect(screen.getByText('CSV or XLSX, up to 50 MB')).toBeVisible()
  })

  it('refuses a file that is not csv or xlsx without sending it', async () => {
    const { container } = renderGuide()
    await chooseAndImport(container, csv('products.txt'))
    expect(await screen.findByRole('alert')).toHaveTextContent('use a .csv or .xlsx file')
    expect(FakeXhr.last).toBeNull()
  })

  it('asks for an account before it offers the upload', () => {
    authStore.setProfile({ ...profile('Administrator'), client: null })
    renderGuide()
    expect(screen.getByText(/Choose an account at the top of the page/)).toBeVisible()
    expect(screen.getByText('article_number')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument()
  })

  it('shows a Supplier the guide without the template or the upload', () => {
    authStore.setProfile(profile('Supplier'))
    renderGuide()
    expect(screen.getByText(/You may view products but not add them/)).toBeVisible()
    expect(screen.getByText('article_number')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Download template (csv)' })).not.toBeInTheDocument()
  })
})
