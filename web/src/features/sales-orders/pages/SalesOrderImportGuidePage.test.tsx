import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { renderPage } from '@/test/render'
import { lastXhr, stubXhr } from '@/test/fake-xhr'
import { chooseAndImport, downloadTemplates, guideProfile, resultTab, watchFormPosts } from '@/test/import-guide'
import { salesOrderImportColumns } from '../components/import/sales-order-import-columns'
import SalesOrderImportGuidePage from './SalesOrderImportGuidePage'

beforeEach(() => {
  stubXhr()
  authStore.setProfile(guideProfile('Default'))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  authStore.clear()
})

const renderGuide = () => renderPage(SalesOrderImportGuidePage, { path: '/sales-order/import-guide' })
const importFile = (container: HTMLElement) =>
  chooseAndImport(container, new File(['order_number,article_number,quantity\n'], 'orders.csv', { type: 'text/csv' }))

const errorRows = () =>
  within(screen.getAllByRole('table').at(-1)!)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)

describe('SalesOrderImportGuidePage', { timeout: 60_000 }, () => {
  it('explains every column in the groups of the order form and offers the template as xlsx and csv', async () => {
    const posted = watchFormPosts()
    renderGuide()
    const guide = screen.getByRole('table')
    for (const column of salesOrderImportColumns) {
      expect(within(guide).getByText(column.name, { exact: true })).toBeVisible()
    }
    for (const group of ['Order', 'Delivery address', 'Invoice address', 'Order line']) {
      expect(within(guide).getByRole('columnheader', { name: group })).toBeVisible()
    }
    expect(within(guide).getByText('IDeal', { selector: 'code' })).toBeVisible()
    expect(screen.getByText(/dd-mm-yyyy \(21-01-2025\)/)).toBeVisible()

    await downloadTemplates()
    expect(posted).toEqual([
      ['/api/clients/7/concept-sales-orders/import/template', 'xlsx'],
      ['/api/clients/7/concept-sales-orders/import/template', 'csv'],
    ])
  })

  it('shows a refused file: nothing imported, each error at its row and column', async () => {
    const { container } = renderGuide()
    await importFile(container)
    expect(lastXhr().sent?.url).toBe('/api/clients/7/concept-sales-orders/import')
    lastXhr().answer(200, {
      data: {
        rows_imported: 0,
        rows_with_errors: 2,
        refused: true,
        errors: [
          { row: 3, column: 'order_date', message: 'validation.date' },
          { row: 4, column: 'delivery_city', message: 'orders.import.differs,2' },
        ],
      },
    })
    expect(await screen.findByText(/Nothing was imported/)).toBeVisible()
    expect(resultTab()).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Rows imported').nextSibling).toHaveTextContent('0')
    expect(errorRows()).toEqual([
      '3order_date Order dateThis is not a valid date (yyyy-mm-dd)',
      "4delivery_city CityThis differs from row 2, the first row of this order: an order's columns must be the same on each of its rows",
    ])
    expect(screen.queryByRole('link', { name: 'Go to the concept orders' })).not.toBeInTheDocument()
  })

  it('shows an imported file with the orders to adjust and the way to the concept orders', async () => {
    const { container } = renderGuide()
    await importFile(container)
    lastXhr().answer(200, {
      data: {
        rows_imported: 3,
        rows_with_errors: 1,
        refused: false,
        errors: [{ row: 2, column: 'ean', message: 'orders.validation.product_unknown' }],
      },
    })
    expect(await screen.findByText(/Every order was imported\. The orders with errors/)).toBeVisible()
    expect(errorRows()).toEqual(['2ean EANThis article number is not a product of this account'])
    expect(screen.getByRole('link', { name: 'Go to the concept orders' })).toHaveAttribute(
      'href',
      '/sales-order/concept',
    )
  })

  it('is only a guide for a level that may not write orders', () => {
    authStore.setProfile(guideProfile('Exit'))
    renderGuide()
    expect(screen.getByText(/cannot import a file/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument()
  })
})
