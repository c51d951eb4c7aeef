import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cursorPage, overviewPage } from '@/test/overview-page'
import { renderWithFeedback } from '@/test/render'
import SalesOrderOverviewPage from './SalesOrderOverviewPage'

const row = (id: number, fields: object = {}) => ({
  id,
  order_number: `10${id}`,
  order_date: '2026-03-02',
  reference: `Webshop ${id}`,
  customer_name: `Customer ${id}`,
  country: 'NL',
  status: 'Complete',
  source: 'DET',
  tracking: '',
  created_at: '2026-03-02T09:00:00Z',
  ...fields,
})

// With the layout's snackbar host, so the export's note shows.
const { fetchMock, requestedUrls, renderOverview, showFirstPage, linkedRow, loadNextPage, resetKeepsSort } =
  overviewPage(SalesOrderOverviewPage, { path: '/sales-order', tableName: 'Sales orders', render: renderWithFeedback })

describe('SalesOrderOverviewPage', () => {
  it('shows a page of orders with their status labels, and loads the next page with the cursor', async () => {
    const table = await showFirstPage({
      url: '/sales-order?status=Complete&sort=order_number',
      call: '/api/clients/7/sales-orders?status=Complete&sort=order_number',
      rows: [
        row(41, { tracking: '3SKADE123' }),
        row(42, { status: 'DataIssue' }),
        row(43, { status: 'OnHold' }),
        row(44, { status: 'Assigned' }),
        row(45, { status: 'Shipped' }),
        row(46, { status: 'Cancelled', reference: '' }),
      ],
      nextRows: [row(47, { customer_name: 'Polder Design' })],
      total: 7,
      shown: 'Customer 41',
    })
    const first = linkedRow('1041', '/client/7/sales-order/41')
    for (const text of ['2 Mar 2026', 'Webshop 41', 'Customer 41', 'NL', 'Ready to import', '3SKADE123']) {
      expect(within(first).getByText(text)).toBeInTheDocument()
    }
    const statusOf = (orderNumber: string) =>
      within(within(table).getByRole('link', { name: orderNumber }).closest('tr') as HTMLElement).getAllByRole(
        'cell',
      )[5].textContent
    expect(['1042', '1043', '1044', '1045', '1046'].map(statusOf)).toEqual([
      'Data issue',
      'On hold',
      'In progress',
      'Shipped',
      'Cancelled',
    ])
    expect(screen.getByText('7 orders')).toBeInTheDocument()

    await loadNextPage('Polder Design', '/api/clients/7/sales-orders?status=Complete&sort=order_number&cursor=cursor-2')
  })

  it('says how many orders there are beyond the count limit', async () => {
    fetchMock.mockResolvedValue(cursorPage([row(41)], 'next', 1000, true))
    renderOverview()
    expect(await screen.findByText('More than 1,000 orders')).toBeInTheDocument()
  })

  it('puts the filters, the order date range, the sort and a debounced search into the address and the list call', async () => {
    fetchMock.mockImplementation(async () => cursorPage([row(41)], null, 1))
    const { router } = renderOverview()
    await screen.findByText('Customer 41')
    const user = userEvent.setup()

    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    await user.click(await screen.findByRole('option', { name: 'On hold' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=OnHold'))

    await user.click(screen.getByRole('combobox', { name: 'On hold' }))
    await user.click(await screen.findByRole('option', { name: 'Not on hold' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=OnHold&on_hold=0'))

    await user.click(screen.getByRole('combobox', { name: 'Source' }))
    await user.click(await screen.findByRole('option', { name: 'Manual' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=OnHold&source=DET&on_hold=0'))

    await user.type(screen.getByLabelText('Order date: From'), '2026-03-01')
    await waitFor(() => expect(router.state.location.search).toContain('date_from=2026-03-01'))
    await user.type(screen.getByLabelText('Order date: To'), '2026-03-31')
    await waitFor(() => expect(router.state.location.search).toContain('date_to=2026-03-31'))

    await user.click(screen.getByRole('button', { name: /^Customer name/ }))
    await waitFor(() => expect(router.state.location.search).toContain('sort=customer_name'))

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '1234ab')
    await waitFor(() =>
      expect(requestedUrls().at(-1)).toBe(
        '/api/clients/7/sales-orders?q=1234ab&status=OnHold&source=DET&on_hold=0&date_from=2026-03-01&date_to=2026-03-31&sort=customer_name',
      ),
    )
    // One search for the whole text, not one per keystroke.
    expect(requestedUrls().filter((url) => url.includes('q='))).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: /^Customer name/ }))
    await waitFor(() => expect(router.state.location.search).toContain('sort=customer_name&direction=desc'))

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }))
    await user.click(await screen.findByRole('option', { name: 'Order date' }))
    await waitFor(() => expect(router.state.location.search).toContain('sort=order_date'))
    expect(router.state.location.search).not.toContain('direction')
  })

  it('says when nothing matches, and resets the filters but not the sort', async () => {
    await resetKeepsSort('/sales-order?q=nothing&status=Shipped&sort=order_number', '?sort=order_number', {
      total: '0 orders',
      noMatch: 'No orders match your search or filters.',
      empty: 'This account has no sales orders yet.',
    })
  })

  it('exports the orders or their lines with the filters shown, and says the download starts', async () => {
    fetchMock.mockResolvedValue(cursorPage([row(41)], null, 1))
    const posted: { action: string; fields: Record<string, string> }[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      const fields = Object.fromEntries(
        Array.from(this.querySelectorAll('input'), (input) => [input.name, input.value] as const),
      )
      posted.push({ action: this.getAttribute('action') ?? '', fields })
    })
    renderOverview('/sales-order?status=Complete&date_from=2026-03-01&sort=order_number&direction=desc')
    await screen.findByText('Customer 41')
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Export' }))
    const lines = await screen.findByRole('group', { name: 'Export order lines' })
    await user.click(within(lines).getByRole('menuitem', { name: 'CSV (.csv)' }))
    expect(
      await screen.findByText('Your export is being prepared; the download starts in a moment.'),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Export' }))
    const orders = await screen.findByRole('group', { name: 'Export orders' })
    await user.click(within(orders).getByRole('menuitem', { name: 'Excel (.xlsx)' }))

    const filters = { status: 'Complete', date_from: '2026-03-01', sort: 'order_number', direction: 'desc' }
    expect(posted).toEqual([
      { action: '/api/clients/7/exports/orderlines', fields: { ...filters, format: 'csv', language: 'en-GB' } },
      { action: '/api/clients/7/exports/orders', fields: { ...filters, format: 'xlsx', language: 'en-GB' } },
    ])
  })
})
