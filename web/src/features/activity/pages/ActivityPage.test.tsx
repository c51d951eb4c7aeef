import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { submittedForms } from '@/test/browser-forms'
import { fakeApi } from '@/test/fake-api'
import { tulipUser } from '@/test/profile'
import { renderPage } from '@/test/render'
import ActivityPage from './ActivityPage'

/** An entry as the API answers it (snake_case, before the client camelCases it). */
const entry = (id: number, action: string, record: { kind: string; id: number; label: string }, actor: object) => ({
  id,
  actor,
  action,
  record_kind: record.kind,
  record_id: record.id,
  record_label: record.label,
  changes: {},
  occurred_at: '2026-11-27T10:15:00Z',
})

const daan = { kind: 'user', id: 3, name: 'Daan de Vries' }
const order = { kind: 'sales_order', id: 41, label: 'TUL01042' }
const delivery = { kind: 'delivery', id: 9, label: 'PO 118' }
const apiKey = { kind: 'api_key', id: 2, label: 'Shopify' }
const product = { kind: 'product', id: 12, label: 'TUL-MUG' }
const imported = { kind: 'import', id: 0, label: 'new-products.csv' }

const path = 'GET /api/clients/7/activity'
const emptyPage = { data: [], meta: { next_cursor: null, total: 0 } }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderActivity = (url = '/activity', profile: Profile = tulipUser('Provider')) => {
  authStore.setProfile(profile)
  return renderPage(ActivityPage, { path: '/activity', url })
}

const table = () => screen.getByRole('table', { name: 'Activity entries' })

/** The cells of the table's row n (1 is the first below the header). */
const cells = (n: number) =>
  within(within(table()).getAllByRole('row')[n])
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('ActivityPage', { timeout: 60_000 }, () => {
  it('lists when, who, what and the record of each entry, links orders and deliveries, and loads the next page', async () => {
    const api = fakeApi({
      [path]: () =>
        api.calls('GET').length === 1
          ? {
              data: [
                entry(3, 'sales_order.held', order, daan),
                entry(2, 'delivery.received', delivery, { kind: 'warehouse', id: null, name: 'WMS' }),
              ],
              meta: { next_cursor: 'next', total: 5 },
            }
          : {
              data: [
                entry(1, 'api_key.created', apiKey, daan),
                entry(0, 'product.created', product, daan),
                entry(-1, 'import.done', imported, daan),
              ],
              meta: { next_cursor: null, total: 5 },
            },
    })
    const user = userEvent.setup({ delay: null })
    renderActivity()
    await within(table()).findByText('TUL01042')
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'What', 'Record'])
    expect(cells(1)).toEqual(['27 Nov 2026, 11:15', 'Daan de Vries', 'Order put on hold', 'TUL01042'])
    expect(cells(2)).toEqual(['27 Nov 2026, 11:15', 'WMSWarehouse', 'Delivery received', 'PO 118'])
    expect(within(table()).getByRole('link', { name: 'TUL01042' })).toHaveAttribute('href', '/client/7/sales-order/41')
    expect(within(table()).getByRole('link', { name: 'PO 118' })).toHaveAttribute(
      'href',
      '/delivery/delivery-overview/9/edit',
    )
    expect(screen.getByRole('status')).toHaveTextContent('5 entries')
    expect(api.calls('GET')[0].url).toBe('/api/clients/7/activity')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(6))
    expect(api.calls('GET')[1].url).toBe('/api/clients/7/activity?cursor=next')
    // An API key and an imported file have no page of their own to link to; a product has.
    expect(cells(3)).toEqual(['27 Nov 2026, 11:15', 'Daan de Vries', 'API key created', 'Shopify'])
    expect(cells(4)).toEqual(['27 Nov 2026, 11:15', 'Daan de Vries', 'Product created', 'TUL-MUG'])
    expect(cells(5)).toEqual(['27 Nov 2026, 11:15', 'Daan de Vries', 'File imported', 'new-products.csv'])
    expect(within(table()).getByRole('link', { name: 'TUL-MUG' })).toHaveAttribute('href', '/client/7/product/12')
    expect(within(table()).getAllByRole('link')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('filters by who, what, From and To in the address and the list call, exports with them, and resets them', async () => {
    const api = fakeApi({
      [path]: () => ({ data: [entry(3, 'sales_order.held', order, daan)], meta: { next_cursor: null, total: 1 } }),
    })
    const submitted = submittedForms()
    const user = userEvent.setup({ delay: null })
    const { router } = renderActivity()
    await within(table()).findByText('TUL01042')
    await user.type(screen.getByRole('searchbox', { name: 'Who' }), 'Daan{Enter}')
    await user.click(screen.getByRole('combobox', { name: 'What' }))
    await user.click(await screen.findByRole('option', { name: 'Sales orders' }))
    await user.type(screen.getByLabelText('From'), '2026-11-01')
    await user.type(screen.getByLabelText('To'), '2026-11-30')
    const search = '?who=Daan&what=sales_order&date_from=2026-11-01&date_to=2026-11-30'
    await waitFor(() => expect(router.state.location.search).toBe(search))
    await waitFor(() => expect(api.calls('GET').at(-1)?.url).toBe(`/api/clients/7/activity${search}`))

    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }))
    expect(submitted).toEqual([
      {
        action: expect.stringMatching(/\/api\/clients\/7\/exports\/activity$/),
        who: 'Daan',
        what: 'sales_order',
        date_from: '2026-11-01',
        date_to: '2026-11-30',
        format: 'xlsx',
        language: 'en-GB',
      },
    ])

    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.getByRole('searchbox', { name: 'Who' })).toHaveValue('')
  })

  it('says when nothing happened, and when nothing matches', async () => {
    fakeApi({ [path]: emptyPage })
    const { unmount } = renderActivity()
    expect(await screen.findByText('Nothing has happened in this account yet.')).toBeInTheDocument()
    unmount()
    renderActivity('/activity?who=Noor')
    expect(await screen.findByText('Nothing matches who, what and the dates.')).toBeInTheDocument()
  })

  it('asks for an account when none is selected', async () => {
    const api = fakeApi({})
    renderActivity('/activity', { ...tulipUser('Administrator'), client: null })
    expect(await screen.findByText('Please select an account')).toBeInTheDocument()
    expect(api.calls('GET')).toEqual([])
  })

  it('sends a level that may not read the activity to the forbidden page', async () => {
    fakeApi({})
    renderActivity('/activity', tulipUser('Default'))
    expect(await screen.findByTestId('location')).toHaveTextContent('/403')
  })
})
