import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { renderPage } from '@/test/render'
import { lastXhr, stubXhr } from '@/test/fake-xhr'
import { salesOrderImportColumns } from '../components/import/sales-order-import-columns'
import SalesOrderImportGuidePage from './SalesOrderImportGuidePage'

const profileOf = (level: Profile['level']) =>
  ({
    id: 3,
    name: 'Daan',
    level,
    client: { id: 7, name: 'Tulip Webshop B.V.' },
    clients: [{ id: 7, name: 'Tulip Webshop B.V.' }],
  }) as unknown as Profile

beforeEach(() => {
  stubXhr()
  authStore.setProfile(profileOf('Default'))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  authStore.clear()
})

const renderGuide = () => renderPage(SalesOrderImportGuidePage, { path: '/sales-order/import-guide' })
const resultTab = () => screen.getByRole('tab', { name: 'Result' })

async function importFile(container: HTMLElement) {
  const user = userEvent.setup({ applyAccept: false })
  const file = new File(['order_number,article_number,quantity\n'], 'orders.csv', { type: 'text/csv' })
  await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file)
  await user.click(screen.getByRole('button', { name: 'Import' }))
}

const errorRows = () =>
  within(screen.getAllByRole('table').at(-1)!)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)

describe('SalesOrderImportGuidePage', { timeout: 60_000 }, () => {
  it('explains every column in the groups of the order form and offers the template as xlsx and csv', async () => {
    const posted: [string, string | null][] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push([new URL(this.action).pathname, new FormData(this).get('format') as string | null])
    })
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

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download template (xlsx)' }))
    await user.click(screen.getByRole('button', { name: 'Download template (csv)' }))
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
    authStore.setProfile(profileOf('Exit'))
    renderGuide()
    expect(screen.getByText(/cannot import a file/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument()
  })
})
