import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { MISSING } from '@/lib/format'
import { renderWithFeedback } from '@/test/render'
import { fakeApi } from '@/test/fake-api'
import { tulipUser as profile } from '@/test/profile'
import ReturnOverviewPage from './ReturnOverviewPage'
import { submittedForms } from '@/test/browser-forms'

const returned = (id: number, order: { number: string; id: number | null }) => ({
  id,
  return_id: 3,
  receipt_date: '2026-11-20',
  product_code: 'TS-1001',
  product_name: 'Tulip mug',
  stock_status: 'damaged',
  batch_number: 'LOT-7',
  best_before_date: '2027-06-30',
  received_quantity: 1200,
  unit: 'Box',
  order_number: order.number,
  sales_order_id: order.id,
  reason_of_return: 'Damaged in transit',
})

beforeEach(() => authStore.setProfile(profile('Exit')))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderReturns = (url = '/returns/overview') =>
  renderWithFeedback(ReturnOverviewPage, { path: '/returns/overview', url })

const table = () => screen.getByRole('table', { name: 'Return rows' })

/** The cells of the table's row n (1 is the first below the header). */
const cells = (n: number) =>
  within(within(table()).getAllByRole('row')[n])
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('ReturnOverviewPage', { timeout: 60_000 }, () => {
  it("shows the spec's columns, the status in words and the order as a link, and loads the next page", async () => {
    const api = fakeApi({
      'GET /api/clients/7/returns': () =>
        api.calls('GET').length === 1
          ? { data: [returned(1, { number: 'TUL01007', id: 42 })], meta: { next_cursor: 'next', total: 2 } }
          : { data: [returned(2, { number: '', id: null })], meta: { next_cursor: null, total: 2 } },
    })
    const user = userEvent.setup({ delay: null })
    renderReturns()
    await within(table()).findByText('Tulip mug')
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    // Narrower than a wide screen (jsdom's window matches no width) the lot's number and best-before date make way.
    expect(headers).toEqual([
      'Return date',
      'Product #',
      'Product name',
      'Status',
      'Received qty',
      'Unit (type)',
      'Order number',
      'Reason of return',
    ])
    await waitFor(() =>
      expect(cells(1)).toEqual([
        '20 Nov 2026',
        'TS-1001',
        'Tulip mug',
        'Damaged',
        '1,200',
        'Box',
        'TUL01007',
        'Damaged in transit',
      ]),
    )
    expect(within(table()).getByRole('link', { name: 'TUL01007' })).toHaveAttribute('href', '/client/7/sales-order/42')
    expect(screen.getByRole('status')).toHaveTextContent('2 return rows')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3))
    expect(api.calls('GET')[1].url).toBe('/api/clients/7/returns?cursor=next')
    // A parcel without an order has none to link to.
    await waitFor(() => expect(cells(2)[6]).toBe(MISSING))
    expect(within(table()).getAllByRole('link')).toHaveLength(1)
  })

  it('searches and filters by From and To in the address and the list call, and exports with them', async () => {
    const api = fakeApi({
      'GET /api/clients/7/returns': () => ({
        data: [returned(1, { number: 'TUL01007', id: 42 })],
        meta: { next_cursor: null, total: 1 },
      }),
    })
    const submitted = submittedForms()
    const user = userEvent.setup({ delay: null })
    const { router } = renderReturns()
    await within(table()).findByText('Tulip mug')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'transit{Enter}')
    await user.type(screen.getByLabelText('From'), '2026-11-01')
    await user.type(screen.getByLabelText('To'), '2026-11-30')
    await waitFor(() => expect(router.state.location.search).toBe('?q=transit&date_from=2026-11-01&date_to=2026-11-30'))
    await waitFor(() =>
      expect(api.calls('GET').at(-1)?.url).toBe(
        '/api/clients/7/returns?q=transit&date_from=2026-11-01&date_to=2026-11-30',
      ),
    )

    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }))
    expect(submitted).toEqual([
      {
        action: expect.stringMatching(/\/api\/clients\/7\/exports\/returns$/),
        q: 'transit',
        date_from: '2026-11-01',
        date_to: '2026-11-30',
        format: 'csv',
        language: 'en-GB',
      },
    ])

    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('says when nothing came back, and when nothing matches', async () => {
    fakeApi({ 'GET /api/clients/7/returns': () => ({ data: [], meta: { next_cursor: null, total: 0 } }) })
    renderReturns('/returns/overview?q=zipper')
    expect(await screen.findByText('No returns match your search and dates.')).toBeInTheDocument()
  })
})
