import { describe, expect, it } from 'vitest'
import { emptyAddress } from '@/components/address/address-values'
import type { AddressBookAddress } from '../api/get-address-book-address'
import {
  addressBookFormSchema,
  formFieldNames,
  newAddressBookForm,
  toAddressBookFields,
  toFormValues,
  type AddressBookFormValues,
} from './address-book-form-values'

const answered = (
  fields: Partial<AddressBookAddress['deliveryAddress']> = {},
): AddressBookAddress['deliveryAddress'] => ({
  companyName: '',
  department: '',
  firstName: '',
  lastName: '',
  country: '',
  postalCode: '',
  houseNumber: '',
  houseNumberAddition: '',
  isWithoutPostalCode: false,
  street: '',
  addressLine: '',
  city: '',
  email: '',
  phone: '',
  address: '',
  ...fields,
})

const stored: AddressBookAddress = {
  id: 4,
  deliveryAddress: answered({
    companyName: 'Tulip',
    country: 'NL',
    postalCode: '1234 AB',
    houseNumber: '1',
    street: 'Dam',
    city: 'Amsterdam',
    address: 'Dam 1, 1234 AB Amsterdam, NL',
  }),
  useDeliveryAsInvoiceAddress: true,
  invoiceAddress: answered(),
  vatNumber: 'NL888888888B01',
  status: 'ready_to_save',
  errors: {},
  createdAt: '2026-01-02T03:04:05Z',
  updatedAt: '2026-01-02T03:04:05Z',
}

const issues = (values: AddressBookFormValues) => {
  const result = addressBookFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the address book form', () => {
  it('starts with the delivery address as invoice address', () => {
    expect(newAddressBookForm()).toMatchObject({ useDeliveryAsInvoiceAddress: true, vatNumber: '' })
  })

  it('shows a stored address; an invoice address not in use starts as a new one', () => {
    const values = toFormValues(stored)
    expect(values.deliveryAddress).toMatchObject({ companyName: 'Tulip', country: 'NL', postalCode: '1234 AB' })
    expect(values.invoiceAddress).toEqual(emptyAddress())
    expect(values.vatNumber).toBe('NL888888888B01')
    const separate = toFormValues({
      ...stored,
      useDeliveryAsInvoiceAddress: false,
      invoiceAddress: answered({ companyName: 'Holding', country: 'BE' }),
    })
    expect(separate.invoiceAddress).toMatchObject({ companyName: 'Holding', country: 'BE' })
  })

  it('sends no invoice address while the delivery address is used', () => {
    const values = toFormValues(stored)
    expect(toAddressBookFields(values).invoiceAddress).toBeUndefined()
    expect(toAddressBookFields({ ...values, useDeliveryAsInvoiceAddress: false }).invoiceAddress).toMatchObject({
      country: 'NL',
      isWithoutPostalCode: false,
    })
  })

  it('checks the invoice address only when it is used', () => {
    const values = toFormValues(stored)
    expect(issues(values)).toEqual([])
    expect(issues({ ...values, useDeliveryAsInvoiceAddress: false })).toEqual([
      ['invoiceAddress.postalCode', 'validation.required_field'],
      ['invoiceAddress.houseNumber', 'validation.required_field'],
      ['invoiceAddress.street', 'validation.required_field'],
      ['invoiceAddress.city', 'validation.required_field'],
      ['invoiceAddress.companyName', 'addresses.validation.name_or_company'],
      ['invoiceAddress.lastName', 'addresses.validation.name_or_company'],
    ])
    expect(issues({ ...values, vatNumber: 'N'.repeat(21) })).toEqual([['vatNumber', 'validation.max,20']])
  })

  it('names every field the API may report, camelCased', () => {
    expect(formFieldNames).toContain('deliveryAddress.postalCode')
    expect(formFieldNames).toContain('invoiceAddress.isWithoutPostalCode')
    expect(formFieldNames).toContain('vatNumber')
  })
})
