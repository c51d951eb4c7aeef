import { notifications } from '@mantine/notifications'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { jsonResponse, renderPage } from '@/test/render'
import { fakeApi } from '@/test/fake-api'
import { tulipUser as profile } from '@/test/profile'
import DeliveryEditPage from './DeliveryEditPage'

const delivery = (status: string) => ({
  data: {
    id: 9,
    status,
    source: 'DET',
    original_source: 'DET',
    fields: {
      reference: 'PO 118',
      planned_date: '2026-12-01',
      unit_load: 'Container',
      container_length: '40ft',
      number_of_pallets: null,
      lines: [{ article_number: 'TS-1001', quantity: 24, unit: 'Box' }],
    },
    lines: [
      {
        line_number: 1,
        product_id: 3,
        article_number: 'TS-1001',
        name: 'Tulip mug',
        quantity: 24,
        unit: 'Box',
        received_quantity: 0,
      },
    ],
    entered_by_name: 'Daan de Vries',
    entered_by_email: 'client@tulip.example.com',
    in_goods_receipt_area_at: null,
    received_at: null,
    just_processed: false,
    created_at: '2026-11-22T09:30:00Z',
    updated_at: '2026-11-22T09:30:00Z',
  },
})

const historyPath = 'GET /api/clients/7/deliveries/9/history'

/** The delivery's history as the API answers it: announced by Daan, and what else happened. */
const history = (...later: object[]) => ({
  data: [
    {
      id: 1,
      actor: { kind: 'user', id: 3, name: 'Daan de Vries' },
      action: 'delivery.announced',
      record_kind: 'delivery',
      record_id: 9,
      record_label: 'PO 118',
      changes: { status: { from: null, to: 'Announced' }, source: { from: null, to: 'DET' } },
      occurred_at: '2026-11-22T09:30:00Z',
    },
    ...later,
  ],
})

beforeEach(() => authStore.setProfile(profile('Supplier')))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderEdit = () =>
  renderPage(DeliveryEditPage, {
    path: '/delivery/delivery-overview/:deliveryId/edit',
    url: '/delivery/delivery-overview/9/edit',
  })

describe('DeliveryEditPage', { timeout: 60_000 }, () => {
  it("fills the form with the delivery and its products' names, saves it with PUT and returns to the overview", async () => {
    const api = fakeApi({
      'GET /api/clients/7/deliveries/9': () => delivery('Announced'),
      'PUT /api/clients/7/deliveries/9': () => delivery('Announced'),
      [historyPath]: history(),
    })
    const shown = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    const user = userEvent.setup({ delay: null })
    renderEdit()
    expect(await screen.findByRole('heading', { level: 1, name: /PO 118/ })).toBeInTheDocument()
    const line = within(screen.getByRole('group', { name: 'Line 1' }))
    expect(line.getByRole('textbox', { name: /^Product/ })).toHaveValue('TS-1001')
    expect(line.getByRole('textbox', { name: /^Product/ })).toHaveAccessibleDescription('Tulip mug')
    expect(screen.getByRole('combobox', { name: /^Container length/ })).toHaveValue('40 ft')
    await user.clear(line.getByRole('textbox', { name: /^Quantity/ }))
    await user.type(line.getByRole('textbox', { name: /^Quantity/ }), '30')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent(
      '/delivery/delivery-overview',
    )
    expect(api.calls('PUT')[0].body).toEqual({
      reference: 'PO 118',
      planned_date: '2026-12-01',
      unit_load: 'Container',
      container_length: '40ft',
      number_of_pallets: null,
      lines: [{ article_number: 'TS-1001', quantity: 30, unit: 'Box' }],
    })
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'We saved delivery PO 118 successfully' }))
  })

  it('says so when the warehouse took the delivery meanwhile (409) and stays', async () => {
    fakeApi({
      'GET /api/clients/7/deliveries/9': () => delivery('Announced'),
      'PUT /api/clients/7/deliveries/9': () => jsonResponse(409, { message: 'deliveries.errors.not_allowed' }),
      [historyPath]: history(),
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not possible for a delivery with this status')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('offers no form for a delivery that arrived, and shows its history', async () => {
    fakeApi({
      'GET /api/clients/7/deliveries/9': () => delivery('Arrived'),
      [historyPath]: history({
        id: 2,
        actor: { kind: 'warehouse', id: null, name: 'WMS' },
        action: 'delivery.arrived',
        record_kind: 'delivery',
        record_id: 9,
        record_label: 'PO 118',
        changes: { status: { from: null, to: 'Arrived' } },
        occurred_at: '2026-12-01T07:45:00Z',
      }),
    })
    renderEdit()
    expect(await screen.findByText('This is not possible for a delivery with this status')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel delivery' })).not.toBeInTheDocument()
    const entries = within(within(await screen.findByRole('region', { name: 'History' })).getByRole('list'))
    expect(entries.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Announced by Daan de VriesStatus: AnnouncedSource: Manual22 Nov 2026, 10:30',
      'Arrived at the warehouse, reported by WMSWarehouseStatus: Arrived1 Dec 2026, 08:45',
    ])
  })

  it('sends a level that may only read deliveries to the forbidden page', async () => {
    authStore.setProfile(profile('Exit'))
    renderEdit()
    expect(await screen.findByTestId('location')).toHaveTextContent('/403')
  })
})
