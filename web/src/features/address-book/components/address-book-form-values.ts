import * as z from 'zod/mini'
import {
  addressIssues,
  emptyAddress,
  fromAddress,
  toAddress,
  addressFields,
  type AddressFormValues,
} from '@/components/address/address-values'
import type { AddressBookFields } from '../api/create-address-book-address'
import type { AddressBookAddress } from '../api/get-address-book-address'

// The address book form: the delivery address, 'use delivery as invoice address' or a separate
// invoice address, and the VAT number (spec point 3, Address book address).

export interface AddressBookFormValues {
  deliveryAddress: AddressFormValues
  useDeliveryAsInvoiceAddress: boolean
  invoiceAddress: AddressFormValues
  vatNumber: string
}

export type AddressPart = 'deliveryAddress' | 'invoiceAddress'

/** The bound of internal/addresses.MaxVATNumber. */
export const VAT_NUMBER_MAX_LENGTH = 20

export const newAddressBookForm = (): AddressBookFormValues => ({
  deliveryAddress: emptyAddress(),
  useDeliveryAsInvoiceAddress: true,
  invoiceAddress: emptyAddress(),
  vatNumber: '',
})

/** The form's values of a stored address; an invoice address not in use starts as a new one. */
export function toFormValues(address: AddressBookAddress): AddressBookFormValues {
  return {
    deliveryAddress: fromAddress(address.deliveryAddress),
    useDeliveryAsInvoiceAddress: address.useDeliveryAsInvoiceAddress,
    invoiceAddress: address.useDeliveryAsInvoiceAddress ? emptyAddress() : fromAddress(address.invoiceAddress),
    vatNumber: address.vatNumber,
  }
}

/** What the API takes for the form's values: no invoice address while the delivery address is used. */
export function toAddressBookFields(values: AddressBookFormValues): AddressBookFields {
  return {
    deliveryAddress: toAddress(values.deliveryAddress),
    useDeliveryAsInvoiceAddress: values.useDeliveryAsInvoiceAddress,
    invoiceAddress: values.useDeliveryAsInvoiceAddress ? undefined : toAddress(values.invoiceAddress),
    vatNumber: values.vatNumber,
  }
}

/** Every field's name in the form (the API's field names camelCased), where server errors may land. */
export const formFieldNames = [
  ...addressFields.map((field) => `deliveryAddress.${field}` as const),
  'useDeliveryAsInvoiceAddress',
  ...addressFields.map((field) => `invoiceAddress.${field}` as const),
  'vatNumber',
] as const

/** The rules the form checks before a round trip; the invoice address only when it is used. */
export const addressBookFormSchema = z.custom<AddressBookFormValues>().check(
  z.superRefine((values, context) => {
    const parts: AddressPart[] = values.useDeliveryAsInvoiceAddress
      ? ['deliveryAddress']
      : ['deliveryAddress', 'invoiceAddress']
    for (const part of parts) {
      for (const [field, message] of Object.entries(addressIssues(values[part]))) {
        context.issues.push({ code: 'custom', message, path: [part, field], input: values[part] })
      }
    }
    if ([...values.vatNumber.trim()].length > VAT_NUMBER_MAX_LENGTH) {
      const message = `validation.max,${VAT_NUMBER_MAX_LENGTH}`
      context.issues.push({ code: 'custom', message, path: ['vatNumber'], input: values.vatNumber })
    }
  }),
)
