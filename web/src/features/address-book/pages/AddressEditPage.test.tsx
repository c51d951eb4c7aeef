import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { answeredAddress } from '@/test/addresses'
import { tulipUser as profile } from '@/test/profile'
import { jsonResponse, renderPage } from '@/test/render'
import { stubFetchEachTest } from '@/test/stub-fetch'
import AddressEditPage from './AddressEditPage'

// Stored by an order without the form's checks: today's rules find the city missing.
const changeRequested = {
  id: 9,
  delivery_address: answeredAddress({
    last_name: 'Jansen',
    country: 'NL',
    postal_code: '1234 AB',
    house_number: '7',
    street: 'Dam',
  }),
  use_delivery_as_invoice_address: true,
  invoice_address: answeredAddress(),
  vat_number: '',
  status: 'change_requested',
  errors: { 'delivery_address.city': ['validation.required'] },
  created_at: '2026-01-02T03:04:05Z',
  updated_at: '2026-01-02T03:04:05Z',
}

const fetchMock = stubFetchEachTest()

const renderEdit = () =>
  renderPage(AddressEditPage, {
    path: '/client/:clientId/address-book/:addressBookAddressId/edit',
    url: '/client/7/address-book/9/edit',
  })

const delivery = () => screen.getByRole('group', { name: 'Delivery address' })

describe('AddressEditPage', { timeout: 30_000 }, () => {
  it("shows what today's rules find wrong with an address at its fields", async () => {
    authStore.setProfile(profile('Default'))
    fetchMock.mockResolvedValue(jsonResponse(200, { data: changeRequested }))
    renderEdit()
    expect(await screen.findByText(/does not meet the rules any more/)).toBeInTheDocument()
    expect(within(delivery()).getByLabelText(/^City/, { selector: 'input' })).toHaveAccessibleDescription(
      'This field is required',
    )
    expect(within(delivery()).getByLabelText(/^Postal code/, { selector: 'input' })).toHaveValue('1234 AB')
    expect(fetchMock.mock.calls[0][0]).toBe('/api/clients/7/address-book/9')
  })

  it('lets a level that may only read look without saving', async () => {
    authStore.setProfile(profile('Exit'))
    fetchMock.mockResolvedValue(
      jsonResponse(200, { data: { ...changeRequested, status: 'ready_to_save', errors: {} } }),
    )
    renderEdit()
    expect(await screen.findByText('You can look at the address book but not change it.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Address$/)
    expect(delivery()).toHaveAttribute('data-read-only')
    expect(within(delivery()).getByLabelText(/^Street/, { selector: 'input' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })
})
