import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { MISSING } from '@/lib/format'
import { renderWithFeedback } from '@/test/render'
import { fakeApi } from '@/test/fake-api'
import { tulipUser as profile } from '@/test/profile'
import StockBatchReportPage from './StockBatchReportPage'
import { submittedForms } from '@/test/browser-forms'

const lot = (id: number, change: Record<string, unknown> = {}) => ({
  id,
  product_id: 31,
  article_number: 'TUL-TEA-01',
  product_name: 'Tulip tea',
  amount_sku: 1250,
  unit_sku: 'Piece',
  amount_hu: 104,
  unit_hu: 'Box',
  status: 'sellable',
  lot_number: 'L2611',
  best_before_date: '2026-11-20',
  expired: true,
  ...change,
})

beforeEach(() => authStore.setProfile(profile('Exit')))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderReport = (url = '/stock/batch') => renderWithFeedback(StockBatchReportPage, { path: '/stock/batch', url })

const table = () => screen.getByRole('table', { name: 'Stock per lot' })

/** The cells of the table's row n (1 is the first below the header). */
const cells = (n: number) =>
  within(within(table()).getAllByRole('row')[n])
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('StockBatchReportPage', { timeout: 60_000 }, () => {
  it("shows the spec's columns, a lot past its best-before date marked in words, and loads the next page", async () => {
    const api = fakeApi({
      'GET /api/clients/7/stock/batches': () =>
        api.calls('GET').length === 1
          ? { data: [lot(1)], meta: { next_cursor: 'next', total: 2 } }
          : {
              data: [
                lot(2, {
                  amount_sku: 5,
                  amount_hu: null,
                  unit_hu: null,
                  status: 'damaged',
                  lot_number: '',
                  best_before_date: '',
                  expired: false,
                }),
              ],
              meta: { next_cursor: null, total: 2 },
            },
    })
    const user = userEvent.setup({ delay: null })
    renderReport()
    await within(table()).findByText('Tulip tea')
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      'Product #',
      'Product name',
      'Amount SKU',
      'Unit SKU',
      'Amount HU',
      'Unit HU',
      'Status',
      'Lot number',
      'Best Before Date',
    ])
    expect(cells(1)).toEqual([
      'TUL-TEA-01',
      'Tulip tea',
      '1,250',
      'Piece',
      '104',
      'Box',
      'Sellable',
      'L2611',
      '20 Nov 2026Past best-before',
    ])
    expect(within(table()).getByRole('link', { name: 'TUL-TEA-01' })).toHaveAttribute('href', '/client/7/product/31')
    expect(screen.getByRole('status')).toHaveTextContent('2 lots')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3))
    expect(api.calls('GET')[1].url).toBe('/api/clients/7/stock/batches?cursor=next')
    // No outer box, no lot, no best-before date: nothing to mark.
    expect(cells(2)).toEqual(['TUL-TEA-01', 'Tulip tea', '5', 'Piece', MISSING, MISSING, 'Damaged', MISSING, MISSING])
    expect(within(table()).getAllByText('Past best-before')).toHaveLength(1)
  })

  it('searches and filters by status and days in the address and the list call, and exports with them', async () => {
    const api = fakeApi({
      'GET /api/clients/7/stock/batches': () => ({ data: [lot(1)], meta: { next_cursor: null, total: 1 } }),
    })
    const submitted = submittedForms()
    const user = userEvent.setup({ delay: null })
    const { router } = renderReport()
    await within(table()).findByText('Tulip tea')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'L26{Enter}')
    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    await user.click(await screen.findByRole('option', { name: 'Blocked' }))
    await user.type(screen.getByRole('textbox', { name: 'Expires within (days)' }), '30')
    await waitFor(() => expect(router.state.location.search).toBe('?q=L26&status=blocked&expires_within=30'))
    await waitFor(() =>
      expect(api.calls('GET').at(-1)?.url).toBe('/api/clients/7/stock/batches?q=L26&status=blocked&expires_within=30'),
    )

    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }))
    expect(submitted).toEqual([
      {
        action: expect.stringMatching(/\/api\/clients\/7\/exports\/stock-batches$/),
        q: 'L26',
        status: 'blocked',
        expires_within: '30',
        format: 'csv',
        language: 'en-GB',
      },
    ])

    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.getByRole('textbox', { name: 'Expires within (days)' })).toHaveValue('')
  })

  it('says when the account has no stock, and when nothing matches', async () => {
    fakeApi({ 'GET /api/clients/7/stock/batches': () => ({ data: [], meta: { next_cursor: null, total: 0 } }) })
    renderReport('/stock/batch?expires_within=0')
    expect(await screen.findByText('No stock matches your search, status and days.')).toBeInTheDocument()
  })
})
