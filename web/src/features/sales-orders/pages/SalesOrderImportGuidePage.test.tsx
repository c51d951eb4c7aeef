import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { lastXhr } from '@/test/fake-xhr'
import { chooseAndImport, importGuidePage, errorRows, expectTemplateDownloads, resultTab } from '@/test/import-guide'
import { tulipUser as profile } from '@/test/profile'
import { salesOrderImportColumns } from '../components/import/sales-order-import-columns'
import SalesOrderImportGuidePage from './SalesOrderImportGuidePage'

const renderGuide = importGuidePage(SalesOrderImportGuidePage, '/sales-order/import-guide', 'Default')
const importFile = (container: HTMLElement) =>
  chooseAndImport(container, new File(['order_number,article_number,quantity\n'], 'orders.csv', { type: 'text/csv' }))

describe('SalesOrderImportGuidePage', { timeout: 60_000 }, () => {
  it('explains every column in the groups of the order form and offers the template as xlsx and csv', async () => {
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

    await expectTemplateDownloads('/api/clients/7/concept-sales-orders/import/template')
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
    authStore.setProfile(profile('Exit'))
    renderGuide()
    expect(screen.getByText(/cannot import a file/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument()
  })
})
