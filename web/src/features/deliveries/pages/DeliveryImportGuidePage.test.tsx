import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { renderPage } from '@/test/render'
import { lastXhr, stubXhr } from '@/test/fake-xhr'
import { deliveryImportColumns } from '../components/import/delivery-import-columns'
import DeliveryImportGuidePage from './DeliveryImportGuidePage'
import { tulipUser as profile } from '@/test/profile'

beforeEach(() => {
  stubXhr()
  authStore.setProfile(profile('Supplier'))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  authStore.clear()
})

const renderGuide = () => renderPage(DeliveryImportGuidePage, { path: '/delivery/import-guide' })

const errorRows = () =>
  within(screen.getAllByRole('table').at(-1)!)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)

describe('DeliveryImportGuidePage', { timeout: 60_000 }, () => {
  it('explains every column and the automatic send, and offers the template as xlsx and csv', async () => {
    const posted: [string, string | null][] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push([new URL(this.action).pathname, new FormData(this).get('format') as string | null])
    })
    renderGuide()
    const guide = screen.getByRole('table')
    for (const column of deliveryImportColumns) {
      expect(within(guide).getByText(column.name, { exact: true })).toBeVisible()
    }
    expect(within(guide).getByText('40ft', { selector: 'code' })).toBeVisible()
    expect(
      screen.getByText(
        'Concept deliveries are sent automatically within 15 minutes after import if they are error-free.',
      ),
    ).toBeVisible()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download template (xlsx)' }))
    await user.click(screen.getByRole('button', { name: 'Download template (csv)' }))
    expect(posted).toEqual([
      ['/api/clients/7/concept-deliveries/import/template', 'xlsx'],
      ['/api/clients/7/concept-deliveries/import/template', 'csv'],
    ])
  })

  it('shows a refused file with each error at its row and column', async () => {
    const { container } = renderGuide()
    const user = userEvent.setup({ applyAccept: false })
    const file = new File(['reference,article_number,quantity\n'], 'deliveries.csv', { type: 'text/csv' })
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file)
    await user.click(screen.getByRole('button', { name: 'Import' }))
    expect(lastXhr().sent?.url).toBe('/api/clients/7/concept-deliveries/import')
    lastXhr().answer(200, {
      data: {
        rows_imported: 0,
        rows_with_errors: 1,
        refused: true,
        errors: [{ row: 3, column: 'planned_date', message: 'deliveries.import.differs,2' }],
      },
    })
    expect(await screen.findByText(/Nothing was imported/)).toBeVisible()
    expect(errorRows()).toEqual([
      "3planned_date Planned dateThis differs from row 2, the first row of this delivery: a delivery's columns must be the same on each of its rows",
    ])
  })
})
