import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { renderWithFeedback } from '@/test/render'
import { fakeApi, page } from '@/test/fake-api'
import { tulipUser as profile } from '@/test/profile'
import DeliveryOverviewPage from './DeliveryOverviewPage'

const row = (id: number, status: string, extra: object = {}) => ({
  id,
  reference: `PO ${id}`,
  planned_date: '2026-12-01',
  unit_load: 'Container',
  status,
  line_count: 2,
  entered_by_name: 'Daan de Vries',
  entered_by_email: 'client@tulip.example.com',
  in_goods_receipt_area_at: null,
  received_at: null,
  just_processed: false,
  client_name: 'Tulip Webshop B.V.',
  created_at: '2026-11-22T09:30:00Z',
  ...extra,
})

const received = row(2, 'Received', {
  in_goods_receipt_area_at: '2026-11-23T08:15:00Z',
  received_at: '2026-11-23T10:00:00Z',
  just_processed: true,
})

beforeEach(() => authStore.setProfile(profile('Default')))
afterEach(() => vi.unstubAllGlobals())

const renderOverview = (url = '/delivery/delivery-overview') =>
  renderWithFeedback(DeliveryOverviewPage, { path: '/delivery/delivery-overview', url })

const table = () => screen.getByRole('table', { name: 'Deliveries' })
const rowOf = (reference: string) => within(table()).getByText(reference).closest('tr') as HTMLElement

describe('DeliveryOverviewPage', { timeout: 60_000 }, () => {
  it('lists the deliveries with their status, who entered them, the goods-receipt date and the just-processed message', async () => {
    fakeApi({ 'GET /api/clients/7/deliveries': () => page([row(1, 'Announced'), received]) })
    renderOverview()
    await within(table()).findByText('PO 1')
    for (const text of ['1 Dec 2026', 'Container', 'Announced', 'Daan de Vries', 'client@tulip.example.com']) {
      expect(within(rowOf('PO 1')).getByText(text)).toBeInTheDocument()
    }
    expect(within(rowOf('PO 1')).getByRole('link', { name: 'Edit delivery PO 1' })).toHaveAttribute(
      'href',
      '/delivery/delivery-overview/1/edit',
    )
    expect(within(rowOf('PO 2')).getByText('Received')).toBeInTheDocument()
    expect(within(rowOf('PO 2')).getByText('23 Nov 2026, 09:15')).toBeInTheDocument()
    expect(
      within(rowOf('PO 2')).getByText(
        'This delivery has just been processed. The exact receipt data will be visible within one hour.',
      ),
    ).toBeInTheDocument()
    // Only an announced delivery may be edited or cancelled.
    expect(within(rowOf('PO 2')).queryByRole('link')).not.toBeInTheDocument()
    expect(within(rowOf('PO 2')).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('2 deliveries')
  })

  it('cancels an announced delivery only after confirming, and shows it cancelled', async () => {
    let rows = [row(1, 'Announced')]
    const api = fakeApi({
      'GET /api/clients/7/deliveries': () => page(rows),
      'POST /api/clients/7/deliveries/1/cancel': () => {
        rows = [row(1, 'Cancelled')]
        return { data: {} }
      },
    })
    const user = userEvent.setup({ delay: null })
    renderOverview()
    await user.click(await within(table()).findByRole('button', { name: 'Cancel delivery PO 1' }))
    let dialog = await screen.findByRole('dialog', { name: 'Cancel delivery PO 1?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep delivery' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.calls('POST')).toEqual([])

    await user.click(within(table()).getByRole('button', { name: 'Cancel delivery PO 1' }))
    dialog = await screen.findByRole('dialog', { name: 'Cancel delivery PO 1?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel delivery' }))
    expect(await within(table()).findByText('Cancelled')).toBeInTheDocument()
    expect(api.calls('POST').map(({ url }) => url)).toEqual(['/api/clients/7/deliveries/1/cancel'])
    expect(within(table()).queryByRole('button', { name: 'Cancel delivery PO 1' })).not.toBeInTheDocument()
  })

  it('puts the status filter, the sort and the search into the address and the list call', async () => {
    const api = fakeApi({ 'GET /api/clients/7/deliveries': () => page([row(1, 'Announced')]) })
    const user = userEvent.setup({ delay: null })
    const { router } = renderOverview()
    await within(table()).findByText('PO 1')
    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    await user.click(await screen.findByRole('option', { name: 'Received' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=Received'))
    await user.click(within(table()).getByRole('button', { name: /^Reference/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=Received&sort=reference'))
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'PO{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?q=PO&status=Received&sort=reference'))
    await waitFor(() =>
      expect(api.calls('GET').at(-1)?.url).toBe('/api/clients/7/deliveries?q=PO&status=Received&sort=reference'),
    )
  })

  it('offers no edit or cancel to a level that may only read deliveries', async () => {
    authStore.setProfile(profile('Exit'))
    fakeApi({ 'GET /api/clients/7/deliveries': () => page([row(1, 'Announced')]) })
    renderOverview()
    await within(table()).findByText('PO 1')
    expect(within(table()).queryByRole('link')).not.toBeInTheDocument()
    expect(within(table()).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument()
  })
})
