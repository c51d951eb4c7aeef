import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { lastXhr } from '@/test/fake-xhr'
import { chooseAndImport, importGuidePage, errorRows, expectTemplateDownloads } from '@/test/import-guide'
import { deliveryImportColumns } from '../components/import/delivery-import-columns'
import DeliveryImportGuidePage from './DeliveryImportGuidePage'

const renderGuide = importGuidePage(DeliveryImportGuidePage, '/delivery/import-guide', 'Supplier')

describe('DeliveryImportGuidePage', { timeout: 60_000 }, () => {
  it('explains every column and the automatic send, and offers the template as xlsx and csv', async () => {
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

    await expectTemplateDownloads('/api/clients/7/concept-deliveries/import/template')
  })

  it('shows a refused file with each error at its row and column', async () => {
    const { container } = renderGuide()
    await chooseAndImport(
      container,
      new File(['reference,article_number,quantity\n'], 'deliveries.csv', { type: 'text/csv' }),
    )
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
