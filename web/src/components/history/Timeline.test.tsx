import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { areaKeys, historyHook } from '@/lib/api/area-api'
import { authStore } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { tulipClient } from '@/test/profile'
import { jsonResponse, renderPage } from '@/test/render'
import { HistorySection } from './HistorySection'

// An order's history as its page shows it, read through the shared history hook from the API's answer.

const useOrderHistory = historyHook(
  '/api/clients/{clientId}/sales-orders/{salesOrderId}/history',
  areaKeys('sales-orders'),
)

function OrderHistory() {
  return <HistorySection history={useOrderHistory(7, 41)} />
}

const path = 'GET /api/clients/7/sales-orders/41/history'

/** An entry as the API answers it (snake_case, before the client camelCases it). */
const entry = (id: number, action: string, actor: object, changes: object, occurredAt: string) => ({
  id,
  actor,
  action,
  record_kind: 'sales_order',
  record_id: 41,
  record_label: '1042',
  changes,
  occurred_at: occurredAt,
})

const daan = { kind: 'user', id: 3, name: 'Daan de Vries' }

beforeEach(() => authStore.setProfile(tulipClient))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderHistory = () => renderPage(OrderHistory)

/** The timeline's entries (the list's items), each read as its whole text. */
const entries = () => within(screen.getByRole('list')).getAllByRole('listitem')

describe('Timeline', () => {
  it('shows each entry, oldest first, with who did it, a badge for a webshop or the warehouse, the fields it changed and when', async () => {
    fakeApi({
      [path]: {
        data: [
          entry(
            1,
            'sales_order.created',
            { kind: 'webshop', id: null, name: 'Shopify' },
            { status: { from: null, to: 'Complete' }, source: { from: null, to: 'API' } },
            '2026-03-02T09:30:00Z',
          ),
          entry(
            2,
            'sales_order.edited',
            daan,
            { reference: { from: 'Webshop 88123', to: 'Webshop 88124' } },
            '2026-03-02T10:00:00Z',
          ),
          entry(3, 'sales_order.held', daan, { status: { from: null, to: 'OnHold' } }, '2026-03-02T10:15:00Z'),
          entry(
            4,
            'sales_order.assigned',
            { kind: 'warehouse', id: null, name: 'WMS' },
            { status: { from: null, to: 'Assigned' } },
            '2026-03-03T07:00:00Z',
          ),
        ],
      },
    })
    renderHistory()
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Loading the history' })).toBeInTheDocument()
    const region = await screen.findByRole('region', { name: 'History' })
    await within(region).findByText('Created by Shopify')
    expect(entries().map((item) => item.textContent)).toEqual([
      'Created by ShopifyWebshopStatus: Ready to importSource: Webshop2 Mar 2026, 10:30',
      'Edited by Daan de VriesReference: Webshop 88123 → Webshop 881242 Mar 2026, 11:00',
      'Put on hold by Daan de VriesStatus: On hold2 Mar 2026, 11:15',
      'Taken by WMSWarehouseStatus: In progress3 Mar 2026, 08:00',
    ])
    expect(within(entries()[3]).getByText('3 Mar 2026, 08:00')).toHaveAttribute('datetime', '2026-03-03T07:00:00Z')
  })

  it('says when nothing happened yet', async () => {
    fakeApi({ [path]: { data: [] } })
    renderHistory()
    expect(await screen.findByText('Nothing has happened to this yet.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('says why the history could not be read', async () => {
    fakeApi({ [path]: () => jsonResponse(404, { message: 'errors.404' }) })
    renderHistory()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'What you are looking for does not exist or is no longer available.',
    )
  })
})
