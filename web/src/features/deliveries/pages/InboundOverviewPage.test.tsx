import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { renderWithFeedback } from '@/test/render'
import { fakeApi } from '@/test/fake-api'
import { tulipUser as profile } from '@/test/profile'
import InboundOverviewPage from './InboundOverviewPage'
import { submittedForms } from '@/test/browser-forms'

const receipt = (id: number) => ({
  id,
  delivery_id: 4,
  reference: 'PO 118',
  receipt_number: `REC-${id}`,
  receipt_date: '2026-11-20',
  product_code: 'TS-1001',
  product_name: 'Tulip mug',
  stock_status: 'damaged',
  lot_number: 'LOT-7',
  best_before_date: '2027-06-30',
  announced_quantity: 24,
  received_quantity: 1200,
  trade_unit: 'Box',
})

beforeEach(() => authStore.setProfile(profile('Exit')))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderInbound = (url = '/delivery/overview') =>
  renderWithFeedback(InboundOverviewPage, { path: '/delivery/overview', url })

const table = () => screen.getByRole('table', { name: 'Receipt rows' })

describe('InboundOverviewPage', { timeout: 60_000 }, () => {
  it("shows the spec's columns, and loads the next page with the cursor", async () => {
    const api = fakeApi({
      'GET /api/clients/7/receipts': () =>
        api.calls('GET').length === 1
          ? { data: [receipt(1)], meta: { next_cursor: 'next', total: 2 } }
          : { data: [receipt(2)], meta: { next_cursor: null, total: 2 } },
    })
    const user = userEvent.setup({ delay: null })
    renderInbound()
    await within(table()).findByText('PO 118')
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    // Narrower than a wide screen (jsdom's window matches no width) the stock status makes way.
    expect(headers).toEqual([
      'Reference',
      'Receipt date',
      'Product code',
      'Product name',
      'Lot number',
      'Best Before Date',
      'Expected qty',
      'Received qty',
      'Unit (type)',
    ])
    // A row's cells learn the window's width in an effect after the row appears: wait for that state.
    const cells = () =>
      within(within(table()).getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    await waitFor(() =>
      expect(cells()).toEqual([
        'PO 118',
        '20 Nov 2026',
        'TS-1001',
        'Tulip mug',
        'LOT-7',
        '30 Jun 2027',
        '24',
        '1,200',
        'Box',
      ]),
    )
    expect(screen.getByRole('status')).toHaveTextContent('2 receipt rows')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3))
    expect(api.calls('GET')[1].url).toBe('/api/clients/7/receipts?cursor=next')
  })

  it('filters by From and To in the address and the list call, and exports with them', async () => {
    const api = fakeApi({
      'GET /api/clients/7/receipts': () => ({ data: [receipt(1)], meta: { next_cursor: null, total: 1 } }),
    })
    const submitted = submittedForms()
    const user = userEvent.setup({ delay: null })
    const { router } = renderInbound()
    await within(table()).findByText('PO 118')
    await user.type(screen.getByLabelText('From'), '2026-11-01')
    await user.type(screen.getByLabelText('To'), '2026-11-30')
    await waitFor(() => expect(router.state.location.search).toBe('?date_from=2026-11-01&date_to=2026-11-30'))
    await waitFor(() =>
      expect(api.calls('GET').at(-1)?.url).toBe('/api/clients/7/receipts?date_from=2026-11-01&date_to=2026-11-30'),
    )

    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }))
    expect(submitted).toEqual([
      {
        action: expect.stringMatching(/\/api\/clients\/7\/exports\/inbound-shipments$/),
        date_from: '2026-11-01',
        date_to: '2026-11-30',
        format: 'csv',
        language: 'en-GB',
      },
    ])
  })
})
