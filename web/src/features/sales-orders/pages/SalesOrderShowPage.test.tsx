import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { tulipUser as profile } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { expectNotFoundAnswer } from '@/test/record-page'
import { stubFetchEachTest } from '@/test/stub-fetch'
import SalesOrderShowPage from './SalesOrderShowPage'
import { salesOrder } from './sales-order-fixture'

const fetchMock = stubFetchEachTest(profile('Default'))
const allCalls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
const historyPath = '/api/clients/7/sales-orders/41/history'
/** The calls of the order and its actions; its history's are counted apart. */
const calls = () => allCalls().filter((call) => call !== `GET ${historyPath}`)
const historyCalls = () => allCalls().filter((call) => call === `GET ${historyPath}`)

/** The history's entry of a status change by Daan, as the API answers it. */
const statusEntry = (id: number, verb: string, status: string) => ({
  id,
  actor: { kind: 'user', id: 3, name: 'Daan de Vries' },
  action: `sales_order.${verb}`,
  record_kind: 'sales_order',
  record_id: 41,
  record_label: '1042',
  changes: { status: { from: null, to: status } },
  occurred_at: `2026-03-02T10:${String(10 + id).padStart(2, '0')}:00Z`,
})

const verbs: Record<string, string> = { hold: 'held', release: 'released', cancel: 'cancelled' }

/**
 * Answers GET with the order as it is now, and each status change with `answers[action]`, which a
 * passed change adds to the order's history; answers `change` to set the order by hand.
 */
function fakeApi(initial: object, answers: Record<string, () => Response> = {}) {
  let current = initial
  const history = [statusEntry(0, 'created', 'Complete')]
  const change = (order: object) => {
    current = order
  }
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === historyPath) return jsonResponse(200, { data: history })
    const action = /\/(hold|release|cancel)$/.exec(String(url))?.[1]
    if (action && init?.method === 'POST') {
      const answer = answers[action]()
      if (answer.ok) {
        const { data } = (await answer.clone().json()) as { data: { status: string } }
        current = data
        history.push(statusEntry(history.length, verbs[action], data.status))
      }
      return answer
    }
    return jsonResponse(200, { data: current })
  })
  return change
}

/** The entries of the order's history, each by its first line: what happened and who did it. */
const historyEntries = () =>
  within(within(screen.getByRole('region', { name: 'History' })).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)

const renderShow = (url = '/client/7/sales-order/41') =>
  renderWithFeedback(SalesOrderShowPage, { path: '/client/:clientId/sales-order/:salesOrderId', url })

/** The value shown for a field in its section (a description list: dt label, dd value). */
function valueOf(section: string, label: string): string | null {
  const region = screen.getByRole('region', { name: section })
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null
}

/** Closes the comment pop-up that opens with an order that has a comment. */
async function closeComment() {
  const dialog = await screen.findByRole('dialog', { name: 'Instruction for the packing table' })
  await userEvent.setup().click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

describe('SalesOrderShowPage', () => {
  it('shows every field, the lines with what was shipped, and the footer in EUR', async () => {
    fakeApi(salesOrder())
    renderShow()
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1042' })).toBeInTheDocument()
    expect(calls()[0]).toBe('GET /api/clients/7/sales-orders/41')
    await closeComment()
    expect(screen.getByText('Ready to import')).toBeInTheDocument()

    expect(valueOf('Order', 'Order date')).toBe('2 Mar 2026')
    expect(valueOf('Order', 'Desired shipment date')).toBe('4 Mar 2026')
    expect(valueOf('Order', 'Reference')).toBe('Webshop 88123')
    expect(valueOf('Order', 'Customer source')).toBe('shop-nl')
    expect(valueOf('Order', 'Source')).toBe('Manual')
    expect(valueOf('Order', 'Received')).toBe('2 Mar 2026, 10:30')
    expect(valueOf('Payment and shipping', 'Payment method')).toBe('iDEAL')
    expect(valueOf('Payment and shipping', 'Shipping method')).toBe("Your account's default")
    expect(valueOf('Payment and shipping', 'Shipment costs incl. VAT')).toBe('€6.95')
    expect(valueOf('Payment and shipping', 'Terms of delivery')).toBe('—')
    expect(valueOf('Payment and shipping', 'Tracking')).toBe('—')
    expect(valueOf('Notes', 'Note')).toBe('Thank you for your order')
    expect(valueOf('Notes', 'Comment')).toBe('Wrap the mugs in paper')
    expect(valueOf('Notes', 'Internal comment')).toBe('VIP customer')
    expect(valueOf('Delivery address', 'Company name')).toBe('Tulip Webshop B.V.')
    expect(valueOf('Delivery address', 'Addition')).toBe('a')
    expect(valueOf('Delivery address', 'Country')).toBe('Netherlands (NL)')
    expect(valueOf('Invoice address', 'Address')).toBe('Same as the delivery address')

    const lines = screen.getByRole('table', { name: 'Order lines' })
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    const rows = within(lines).getAllByRole('row')
    expect(cells(rows[1])).toEqual([
      '1',
      'TEA-001',
      'Green tea',
      // The quantity delivered under the quantity, the price incl. VAT under the price excl. VAT,
      // and the VAT's rate under its amount.
      '22',
      'Piece',
      '€10.00€12.10',
      '€4.2021%',
      '0%',
      '€20.00',
    ])
    const shipped = screen.getByRole('table', { name: 'Shipped for line 1' })
    expect(cells(within(shipped).getAllByRole('row')[1])).toEqual(['B-2026-01', '31 Dec 2026', '2', 'SN-1, SN-2'])
    expect(screen.queryByRole('table', { name: 'Shipped for line 2' })).not.toBeInTheDocument()

    const footer = screen.getByRole('table', { name: 'Order totals' })
    expect(within(footer).getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent).toBe('€61.42')
    expect(within(footer).getByRole('rowheader', { name: 'Handling costs' }).nextElementSibling?.textContent).toBe(
      '€2.50',
    )
    await waitFor(() => expect(historyEntries()).toEqual(['Created by Daan de Vries']))
    expect(historyCalls()).toEqual([`GET ${historyPath}`])
  })

  it("shows each shipment's packages with a link to the carrier's tracking", async () => {
    const url = 'https://jouw.postnl.nl/track-and-trace/3SKADE0012345-NL-1234AB'
    fakeApi(
      salesOrder(
        {},
        {
          status: 'Shipped',
          shipments: [
            {
              shipped_at: '2026-03-03T14:05:00Z',
              packages: [
                { carrier: 'PostNL', tracking_code: '3SKADE0012345', tracking_url: url },
                { carrier: 'DHL', tracking_code: 'JVGL0001', tracking_url: '' },
              ],
            },
          ],
        },
      ),
    )
    renderShow()
    const shipments = await screen.findByRole('table', { name: 'Shipments' })
    const rows = within(shipments).getAllByRole('row')
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([[], ['3 Mar 2026, 15:05', 'PostNL', '3SKADE0012345'], ['', 'DHL', 'JVGL0001']])
    const link = within(shipments).getByRole('link', { name: '3SKADE0012345' })
    expect(link).toHaveAttribute('href', url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(within(shipments).queryByRole('link', { name: 'JVGL0001' })).not.toBeInTheDocument()
  })

  it('shows no shipments before the warehouse shipped', async () => {
    fakeApi(salesOrder())
    renderShow()
    await screen.findByRole('table', { name: 'Order lines' })
    expect(screen.queryByRole('table', { name: 'Shipments' })).not.toBeInTheDocument()
  })

  it('shows the comment as a pop-up once per visit, not again after an action', async () => {
    fakeApi(salesOrder(), { hold: () => jsonResponse(200, { data: salesOrder({}, { status: 'OnHold' }) }) })
    vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    renderShow()
    expect(await screen.findByText('Wrap the mugs in paper', { selector: '.mantine-Modal-body p' })).toBeVisible()
    await closeComment()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Put on hold' }))
    expect(await screen.findByText('On hold')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('offers no pop-up for an order without a comment', async () => {
    fakeApi(salesOrder({ comment: '' }))
    renderShow()
    await screen.findByRole('heading', { level: 1, name: 'Order 1042' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('puts a Complete order on hold and releases it, with a snackbar after each', async () => {
    fakeApi(salesOrder({ comment: '' }), {
      hold: () => jsonResponse(200, { data: salesOrder({ comment: '' }, { status: 'OnHold' }) }),
      release: () => jsonResponse(200, { data: salesOrder({ comment: '' }, { status: 'Complete' }) }),
    })
    const snackbar = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    renderShow()
    const user = userEvent.setup()
    await screen.findByText('Ready to import')
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/client/7/sales-order/41/edit')
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Put on hold' }))
    expect(await screen.findByText('On hold')).toBeInTheDocument()
    expect(snackbar).toHaveBeenCalledWith(expect.objectContaining({ message: 'Order 1042 is on hold', color: 'green' }))
    // The history is read again after the change.
    await waitFor(() => expect(historyEntries()).toEqual(['Created by Daan de Vries', 'Put on hold by Daan de Vries']))
    expect(screen.queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Release' }))
    expect(await screen.findByText('Ready to import')).toBeInTheDocument()
    expect(snackbar).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Order 1042 is released and ready to import' }),
    )
    await waitFor(() =>
      expect(historyEntries()).toEqual([
        'Created by Daan de Vries',
        'Put on hold by Daan de Vries',
        'Released by Daan de Vries',
      ]),
    )
    expect(calls()).toEqual([
      'GET /api/clients/7/sales-orders/41',
      'POST /api/clients/7/sales-orders/41/hold',
      'GET /api/clients/7/sales-orders/41',
      'POST /api/clients/7/sales-orders/41/release',
      'GET /api/clients/7/sales-orders/41',
    ])
  })

  it('cancels only after confirmation', async () => {
    fakeApi(salesOrder({ comment: '' }, { status: 'OnHold' }), {
      cancel: () => jsonResponse(200, { data: salesOrder({ comment: '' }, { status: 'Cancelled' }) }),
    })
    const snackbar = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    renderShow()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 1042?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order 1042?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    )
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
    expect(snackbar).toHaveBeenCalledWith(expect.objectContaining({ message: 'Order 1042 is cancelled' }))
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual(['POST /api/clients/7/sales-orders/41/cancel'])
    // A cancelled order offers nothing more.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
  })

  it("says why a change was refused (409) and shows the order's status as it is now", async () => {
    // The warehouse took the order meanwhile: the hold is refused, and the order read after it is Assigned.
    const change = fakeApi(salesOrder({ comment: '' }), {
      hold: () => {
        change(salesOrder({ comment: '' }, { status: 'Assigned' }))
        return jsonResponse(409, { message: 'orders.errors.not_allowed' })
      },
    })
    const snackbar = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    renderShow()
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Put on hold' }))
    await waitFor(() =>
      expect(snackbar).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'This is not possible for an order with this status', color: 'red' }),
      ),
    )
    expect(await screen.findByText('In progress')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument()
  })

  it('lists the problems of a DataIssue order with their fields, to be fixed by Edit', async () => {
    fakeApi(
      salesOrder(
        { comment: '' },
        {
          status: 'DataIssue',
          problems: {
            'delivery_address.postal_code': ['validation.required'],
            'lines.1.article_number': ['orders.validation.product_unknown'],
          },
        },
      ),
    )
    renderShow()
    expect(await screen.findByText('Data issue')).toBeInTheDocument()
    const alert = screen.getByText('This order has data issues').closest('[role=alert]') as HTMLElement
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Delivery address, Postal code: This field is required',
      'Line 2, Product: This article number is not a product of this account',
    ])
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument()
  })

  it('shows beside a problem the value a webshop sent that did not fit its field', async () => {
    fakeApi(
      salesOrder(
        { comment: '' },
        {
          status: 'DataIssue',
          problems: {
            'lines.1.quantity': ['validation.type'],
            'delivery_address.house_number': ['validation.type'],
            'lines.0.vat_percentage': ['validation.required'],
          },
          sent_values: {
            'lines.1.quantity': '"2"',
            'delivery_address.house_number': '12',
            'lines.0.vat_percentage': 'null',
          },
        },
      ),
    )
    renderShow()
    const alert = (await screen.findByText('This order has data issues')).closest('[role=alert]') as HTMLElement
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Delivery address, House number: This value has the wrong type (sent: 12)',
      'Line 1, VAT %: This field is required (sent: null)',
      'Line 2, Quantity: This value has the wrong type (sent: "2")',
    ])
  })

  it('offers no actions to a level that may only read orders', async () => {
    authStore.setProfile(profile('Exit'))
    fakeApi(salesOrder({ comment: '' }))
    renderShow()
    await screen.findByText('Ready to import')
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
    for (const name of ['Put on hold', 'Release', 'Cancel order']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
  })

  it("shows the not-found state for another account's or an unknown order", async () => {
    await expectNotFoundAnswer(fetchMock, () => renderShow('/client/7/sales-order/999'))
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })
})
