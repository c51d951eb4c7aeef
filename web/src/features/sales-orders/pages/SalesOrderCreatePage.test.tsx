import { notifications } from '@mantine/notifications'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { tulipClient as profile } from '@/test/profile'
import { jsonResponse, renderPage } from '@/test/render'
import {
  fillRequired,
  footerRow,
  group,
  input,
  line,
  pickProduct,
  products,
} from '../components/sales-order-form-driver'
import SalesOrderCreatePage from './SalesOrderCreatePage'

const stored = (id: number, orderNumber: string) => ({ id, fields: { order_number: orderNumber } })

/** Tulip's settings as the API answers them: €2.50 of handling an order, shipped by PostNL unless said otherwise. */
const tulip = {
  id: 7,
  name: 'Tulip Webshop B.V.',
  code: 'TULIP',
  default_shipping_method: 'PostNL',
  handling_costs: 250,
  max_delivery_lines: 500,
  contact_email: '',
}

/** A fake API: the account, the next number, the product search, and what `answers` holds for `METHOD path`. */
function fakeApi(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const method = init?.method ?? 'GET'
    const path = String(url).split('?')[0]
    const answer = answers[`${method} ${path}`]
    if (answer) return answer()
    if (path === '/api/clients/7') return jsonResponse(200, { data: tulip })
    if (path === '/api/clients/7/sales-orders/next-number') return jsonResponse(200, { data: { order_number: '1043' } })
    if (path === '/api/clients/7/products') return jsonResponse(200, products)
    throw new Error(`unexpected ${method} ${path}`)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    bodies: (method: string, path: string) =>
      fetchMock.mock.calls
        .filter(([url, init]) => init?.method === method && String(url) === path)
        .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>),
  }
}

beforeEach(() => authStore.setProfile(profile))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderCreate = () => renderPage(SalesOrderCreatePage, { path: '/sales-order/create' })

// The snackbar host belongs to the layout, which these tests leave behind on navigating.
const snackbar = () => vi.spyOn(notifications, 'show').mockReturnValue('snackbar')

async function fillOrder(user: ReturnType<typeof userEvent.setup>) {
  const orderNumber = await screen.findByRole('textbox', { name: /^Order number/ })
  expect(orderNumber).toHaveValue('1043')
  expect(orderNumber).toHaveAccessibleDescription(/The next free number is proposed/)
  await pickProduct(user)
  await fillRequired(user)
}

describe('SalesOrderCreatePage', { timeout: 60_000 }, () => {
  it('proposes the next number, sends the order and opens its page', async () => {
    const api = fakeApi({
      'POST /api/clients/7/sales-orders': () => jsonResponse(201, { data: stored(55, '1043') }),
    })
    const shown = snackbar()
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fillOrder(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/client/7/sales-order/55')
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'We sent order 1043 to the warehouse successfully' }),
    )
    expect(api.bodies('POST', '/api/clients/7/sales-orders')).toEqual([
      expect.objectContaining({
        order_number: '1043',
        payment_method: 'IDeal',
        shipping_method: 'PostNL',
        lines: [expect.objectContaining({ article_number: 'TS-1001', quantity: 1 })],
      }),
    ])
  })

  it("starts with the account's shipping method and counts its handling costs", async () => {
    fakeApi({})
    renderCreate()
    expect(await screen.findByRole('textbox', { name: /^Shipping method/ })).toHaveValue('PostNL')
    expect(footerRow('Handling costs')).toHaveTextContent('€2.50')
    expect(footerRow('Total')).toHaveTextContent('€2.50')
  })

  it('shows the handling costs as not known when none are agreed', async () => {
    fakeApi({
      'GET /api/clients/7': () =>
        jsonResponse(200, { data: { ...tulip, default_shipping_method: '', handling_costs: null } }),
    })
    renderCreate()
    expect(await screen.findByRole('textbox', { name: /^Shipping method/ })).toHaveValue('')
    expect(footerRow('Handling costs')).toHaveTextContent('—')
    expect(footerRow('Total')).toHaveTextContent('€0.00')
  })

  it('saves the order as a concept and goes to the concept orders', async () => {
    const api = fakeApi({
      'POST /api/clients/7/concept-sales-orders': () => jsonResponse(201, { data: stored(9, '1043') }),
    })
    const shown = snackbar()
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fillOrder(user)
    await user.click(screen.getByRole('button', { name: 'Save as concept' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/sales-order/concept')
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('We saved order 1043 as a concept successfully') }),
    )
    expect(api.bodies('POST', '/api/clients/7/concept-sales-orders')).toHaveLength(1)
  })

  it('shows a number taken meanwhile at its field and stays', async () => {
    fakeApi({
      'POST /api/clients/7/sales-orders': () =>
        jsonResponse(422, {
          message: 'errors.422',
          errors: { order_number: ['orders.validation.order_number_taken'] },
        }),
    })
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fillOrder(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(
      await screen.findByText(/You have not filled in all fields correctly/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(input(group('Order'), 'Order number')).toHaveAccessibleDescription(
      expect.stringContaining('This order number is already in use in this account'),
    )
    expect(input(line(1), 'Product')).toHaveValue('TS-1001')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })
})
