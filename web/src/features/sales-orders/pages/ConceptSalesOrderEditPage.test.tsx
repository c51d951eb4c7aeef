import { notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { answeredAddress, tulipAddress } from '@/test/addresses'
import { tulipClient as profile } from '@/test/profile'
import { expectNoRecordAt, expectNotFoundAnswer } from '@/test/record-page'
import { jsonResponse, renderPage } from '@/test/render'
import { footerRow, group, input, line, replace } from '../components/sales-order-form-driver'
import ConceptSalesOrderEditPage from './ConceptSalesOrderEditPage'

const address = answeredAddress({ ...tulipAddress, address: 'Keizersgracht 12, 1234 AB Amsterdam, NL' })

const fields = {
  order_number: '1043',
  order_date: '2026-11-20',
  delivery_date: '',
  reference: 'PO 77',
  payment_method: 'IDeal',
  shipping_method: '',
  shipment_costs_incl_vat: null,
  terms_of_delivery: '',
  vat_number: '',
  webshop_source_id: '',
  note: '',
  comment: '',
  internal_comment: '',
  delivery_address: address,
  use_delivery_as_invoice_address: true,
  invoice_address: { ...address, company_name: '', postal_code: '', house_number: '', street: '', city: '' },
  save_in_address_book: false,
  lines: [
    {
      article_number: 'TS-1001',
      quantity: 2,
      unit: 'Piece',
      price_incl_vat: 1210,
      price_excl_vat: null,
      vat_percentage: 21,
      discount_percentage: 0,
    },
  ],
}

const concept = (errors: Record<string, string[]> = {}) => ({
  id: 9,
  fields,
  errors,
  has_errors: Object.keys(errors).length > 0,
  original_source: 'IMPORT',
  created_at: '2026-11-22T09:30:00Z',
  updated_at: '2026-11-22T09:30:00Z',
})

const inactive = { 'lines.0.article_number': ['orders.validation.product_inactive'] }

/** Tulip's settings as the API answers them: €2.50 of handling an order. */
const tulip = {
  id: 7,
  name: 'Tulip Webshop B.V.',
  code: 'TULIP',
  default_shipping_method: 'PostNL',
  handling_costs: 250,
  max_delivery_lines: 500,
  contact_email: '',
}

/**
 * A fake API: GET of the concept answers `stored()`, of its account `tulip`; other calls what `answers`
 * holds for `METHOD path`.
 */
function fakeApi(stored: () => object, answers: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const method = init?.method ?? 'GET'
    const path = String(url).split('?')[0]
    if (method === 'GET' && path === '/api/clients/7/concept-sales-orders/9')
      return jsonResponse(200, { data: stored() })
    if (method === 'GET' && path === '/api/clients/7') return jsonResponse(200, { data: tulip })
    const answer = answers[`${method} ${path}`]
    if (!answer) throw new Error(`unexpected ${method} ${path}`)
    return answer()
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls: () =>
      fetchMock.mock.calls
        .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
        .map(([url, init]) => `${init?.method} ${String(url)}`),
  }
}

beforeEach(() => authStore.setProfile(profile))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderEdit = (id = '9') =>
  renderPage(ConceptSalesOrderEditPage, {
    path: '/sales-order/concept/:conceptSalesOrderId/edit',
    url: `/sales-order/concept/${id}/edit`,
  })

// The snackbar host belongs to the layout, which these tests leave behind on navigating.
const snackbar = () => vi.spyOn(notifications, 'show').mockReturnValue('snackbar')

describe('ConceptSalesOrderEditPage', { timeout: 60_000 }, () => {
  it('opens with the stored errors listed and at their fields, and sends once fixed, landing on the order', async () => {
    const shown = snackbar()
    const api = fakeApi(() => concept(inactive), {
      'PUT /api/clients/7/concept-sales-orders/9': () => jsonResponse(200, { data: concept() }),
      'POST /api/clients/7/concept-sales-orders/send': () =>
        jsonResponse(200, { data: { succeeded: [9], failed: [] } }),
      'GET /api/clients/7/sales-orders': () =>
        jsonResponse(200, {
          data: [
            { id: 54, order_number: '10430' },
            { id: 55, order_number: '1043' },
          ],
          meta: { next_cursor: null, total: 2 },
        }),
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    expect(
      await screen.findByText('Line 1, Product: This product is inactive and cannot be ordered'),
    ).toBeInTheDocument()
    expect(input(line(1), 'Product')).toHaveAccessibleDescription(
      expect.stringContaining('This product is inactive and cannot be ordered'),
    )
    expect(input(group('Order'), 'Order number')).toHaveValue('1043')
    expect(input(group('Delivery address'), 'Street')).toHaveValue('Keizersgracht')
    // The concept keeps the shipping method it has; the footer counts the account's handling costs.
    expect(input(group('Order'), 'Shipping method')).toHaveValue('')
    await waitFor(() => expect(footerRow('Handling costs')).toHaveTextContent('€2.50'))

    await replace(user, input(group('Order'), 'Reference'), 'PO 78')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/client/7/sales-order/55')
    expect(api.calls()).toEqual([
      'PUT /api/clients/7/concept-sales-orders/9',
      'POST /api/clients/7/concept-sales-orders/send',
    ])
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'We sent order 1043 to the warehouse successfully' }),
    )
  })

  it('saves the concept and goes back to the concept orders', async () => {
    const shown = snackbar()
    const api = fakeApi(() => concept(), {
      'PUT /api/clients/7/concept-sales-orders/9': () => jsonResponse(200, { data: concept() }),
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    expect(await screen.findByRole('textbox', { name: /^Order number/ })).not.toHaveAccessibleDescription(
      /next free number/,
    )
    await user.click(await screen.findByRole('button', { name: 'Save as concept' }))
    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/sales-order/concept')
    expect(api.calls()).toEqual(['PUT /api/clients/7/concept-sales-orders/9'])
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'We saved concept order 1043 successfully.' }),
    )
  })

  it('stays with the errors a refused send gives, at their fields', async () => {
    fakeApi(() => concept(), {
      'PUT /api/clients/7/concept-sales-orders/9': () => jsonResponse(200, { data: concept() }),
      'POST /api/clients/7/concept-sales-orders/send': () =>
        jsonResponse(200, {
          data: {
            succeeded: [],
            failed: [{ id: 9, errors: { order_number: ['orders.validation.order_number_taken'] } }],
          },
        }),
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    expect(
      await screen.findByText('The concept order could not be sent. Fix the marked fields and try again.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument()
    expect(input(group('Order'), 'Order number')).toHaveAccessibleDescription(
      expect.stringContaining('This order number is already in use in this account'),
    )
    expect(screen.getByText('Order number: This order number is already in use in this account')).toBeInTheDocument()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('says so, under one title, when the concept does not exist (or belongs to another account)', async () => {
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    await expectNotFoundAnswer(fetchMock, () => renderEdit())
  })

  it('says a concept is not found at a path whose id cannot be one', async () => {
    await expectNoRecordAt(() => renderEdit('1043abc'))
  })
})
