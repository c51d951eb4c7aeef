import { notifications } from '@mantine/notifications'
import { screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { sentAddress, tulipAddress } from '@/test/addresses'
import { tulipClient as profile } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { stubFetchEachTest } from '@/test/stub-fetch'
import AddressCreatePage from './AddressCreatePage'

const fetchMock = stubFetchEachTest(profile)

const renderCreate = () => renderWithFeedback(AddressCreatePage, { path: '/addressbook/create' })

const group = (name: string) => screen.getByRole('group', { name })

/** An input of a group by its label's start (required fields' labels end in an asterisk). */
const field = (groupName: string, label: string) =>
  within(group(groupName)).getByLabelText(new RegExp(`^${label}`), { selector: 'input' })

async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input)
  await user.paste(text)
}

async function fillDelivery(user: UserEvent) {
  await enter(user, field('Delivery address', 'Company name'), 'Tulip Webshop B.V.')
  await enter(user, field('Delivery address', 'Postal code'), '1234')
  await enter(user, field('Delivery address', 'House number'), '12')
  await enter(user, field('Delivery address', 'Street'), 'Keizersgracht')
  await enter(user, field('Delivery address', 'City'), 'Amsterdam')
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }))

describe('AddressCreatePage', { timeout: 60_000 }, () => {
  it('asks for the required fields of the invoice address only when it is used', async () => {
    const user = userEvent.setup({ delay: null })
    renderCreate()
    expect(screen.queryByRole('group', { name: 'Invoice address' })).toBeInTheDocument()
    expect(within(group('Invoice address')).queryByLabelText(/^Street/)).not.toBeInTheDocument()
    await fillDelivery(user)
    await user.click(screen.getByRole('switch', { name: 'Use the delivery address as invoice address' }))
    await save(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not filled in all fields correctly')
    expect(within(group('Invoice address')).getByText('Street is required')).toBeInTheDocument()
    expect(within(group('Invoice address')).getAllByText('Fill in a company name or a last name')).toHaveLength(2)
    expect(within(group('Delivery address')).queryByText(/is required/)).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the API field errors at their fields, and saves once they are fixed', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        message: 'errors.422',
        errors: { 'delivery_address.postal_code': ['validation.postal_code_format,1234 AB'] },
      }),
    )
    const snackbar = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fillDelivery(user)
    await save(user)
    expect(await screen.findByText('This is not a valid postal code, for example 1234 AB')).toBeInTheDocument()
    expect(field('Delivery address', 'Postal code')).toHaveAccessibleDescription(
      'This is not a valid postal code, for example 1234 AB',
    )
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/clients/7/address-book')
    expect(JSON.parse(init?.body as string)).toEqual({
      delivery_address: sentAddress({ ...tulipAddress, postal_code: '1234' }),
      use_delivery_as_invoice_address: true,
      vat_number: '',
    })

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { data: { id: 5 } }))
    await enter(user, field('Delivery address', 'Postal code'), ' AB')
    await save(user)
    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/addressbook')
    expect(snackbar).toHaveBeenCalledWith(expect.objectContaining({ message: 'We saved the address successfully' }))
  })
})
