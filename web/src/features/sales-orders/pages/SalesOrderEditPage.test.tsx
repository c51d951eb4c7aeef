import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { tulipUser as profile } from '@/test/profile'
import { jsonResponse, renderPage } from '@/test/render'
import { stubFetchEachTest } from '@/test/stub-fetch'
import SalesOrderEditPage from './SalesOrderEditPage'
import { salesOrder } from './sales-order-fixture'

const fetchMock = stubFetchEachTest(profile('Default'))

/** GET answers the order; PUT answers `saved`. */
function fakeApi(order: object, saved: () => Response = () => jsonResponse(200, { data: order })) {
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'PUT' ? saved() : jsonResponse(200, { data: order }),
  )
}

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> }))

const renderEdit = () =>
  renderPage(SalesOrderEditPage, {
    path: '/client/:clientId/sales-order/:salesOrderId/edit',
    url: '/client/7/sales-order/41/edit',
  })

const group = (name: string) => within(screen.getByRole('group', { name }))
const input = (scope: { getByLabelText: typeof screen.getByLabelText }, label: string) =>
  scope.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' })

// The whole order form renders in each test: slow in jsdom on a loaded machine.
describe('SalesOrderEditPage', { timeout: 30_000 }, () => {
  it('fills the form with the order, saves it with PUT, and returns to the order page with a snackbar', async () => {
    fakeApi(salesOrder())
    const snackbar = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    renderEdit()
    const reference = await waitFor(() => input(group('Order'), 'Reference'))
    expect(input(group('Order'), 'Order number')).toHaveValue('1042')
    // Only a new order's number is a proposal.
    expect(input(group('Order'), 'Order number')).not.toHaveAccessibleDescription(/next free number/)
    expect(reference).toHaveValue('Webshop 88123')
    expect(screen.queryByRole('button', { name: 'Save as concept' })).not.toBeInTheDocument()

    const user = userEvent.setup({ delay: null })
    await user.clear(reference)
    await user.type(reference, 'Webshop 99')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client/7/sales-order/41'))
    expect(snackbar).toHaveBeenCalledWith(expect.objectContaining({ message: 'Order 1042 is saved' }))
    const [put] = puts()
    expect(put.url).toBe('/api/clients/7/sales-orders/41')
    expect(put.body).toMatchObject({
      order_number: '1042',
      reference: 'Webshop 99',
      payment_method: 'IDeal',
      shipment_costs_incl_vat: 695,
      comment: 'Wrap the mugs in paper',
      use_delivery_as_invoice_address: true,
      lines: [
        { article_number: 'TEA-001', quantity: 2, unit: 'Piece', price_incl_vat: 1210, price_excl_vat: null },
        { article_number: 'MUG-002', quantity: 3, unit: 'Box', price_excl_vat: 850, discount_percentage: 10 },
      ],
    })
  })

  it('puts the API field errors (422) at their fields and stays', async () => {
    fakeApi(salesOrder(), () =>
      jsonResponse(422, {
        message: 'errors.422',
        errors: { reference: ['validation.max,50'], 'delivery_address.city': ['validation.required'] },
      }),
    )
    renderEdit()
    await waitFor(() => input(group('Order'), 'Reference'))
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not filled in all fields correctly')
    expect(input(group('Order'), 'Reference')).toHaveAccessibleDescription('This field must be at most 50')
    expect(input(group('Delivery address'), 'City')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    )
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('says so when the order can no longer be edited (409)', async () => {
    fakeApi(salesOrder(), () => jsonResponse(409, { message: 'orders.errors.not_allowed' }))
    renderEdit()
    await waitFor(() => input(group('Order'), 'Reference'))
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not possible for an order with this status')
  })

  it('shows the problems of a DataIssue order at their fields', async () => {
    fakeApi(
      salesOrder(
        { reference: '' },
        {
          status: 'DataIssue',
          problems: { 'delivery_address.postal_code': ['validation.postal_code_format,1234 AB'] },
        },
      ),
    )
    renderEdit()
    await waitFor(() =>
      expect(input(group('Delivery address'), 'Postal code')).toHaveAccessibleDescription(
        'This is not a valid postal code, for example 1234 AB',
      ),
    )
  })

  it('offers no form for an order the warehouse has taken', async () => {
    fakeApi(salesOrder({}, { status: 'Assigned' }))
    renderEdit()
    expect(await screen.findByText('This is not possible for an order with this status')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })

  it('sends a level that may only read orders to the forbidden page', () => {
    authStore.setProfile(profile('Exit'))
    renderEdit()
    expect(screen.getByTestId('location')).toHaveTextContent('/403')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
