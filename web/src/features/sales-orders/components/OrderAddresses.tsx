import { Fieldset, Stack } from '@mantine/core'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AddressFields } from '@/components/address/AddressFieldset'
import { addressFields, emptyAddress, fromAddress, type AddressFormValues } from '@/components/address/address-values'
import type { AddressBookEntry } from '../api/search-address-book'
import { AddressBookPicker } from './AddressBookPicker'
import { FormCheckbox } from '@/components/form/form-inputs'
import type { OrderForm } from './sales-order-values'

interface OrderAddressesProps {
  form: OrderForm
  clientId: number
}

/** The delivery address (typed, or picked from the address book), and the invoice address unless the delivery address is used. */
export function OrderAddresses({ form, clientId }: OrderAddressesProps) {
  const { t } = useTranslation()
  const useDelivery = useWatch({ control: form.control, name: 'useDeliveryAsInvoiceAddress' })

  const fill = (part: 'deliveryAddress' | 'invoiceAddress', address: AddressFormValues) => {
    for (const field of addressFields) form.setValue(`${part}.${field}`, address[field], { shouldDirty: true })
    form.clearErrors(part)
  }
  const pick = (entry: AddressBookEntry) => {
    fill('deliveryAddress', fromAddress(entry.deliveryAddress))
    form.setValue('useDeliveryAsInvoiceAddress', entry.useDeliveryAsInvoiceAddress, { shouldDirty: true })
    fill('invoiceAddress', entry.useDeliveryAsInvoiceAddress ? emptyAddress() : fromAddress(entry.invoiceAddress))
    if (entry.vatNumber !== '') form.setValue('vatNumber', entry.vatNumber, { shouldDirty: true })
  }

  return (
    <>
      <Fieldset legend={t('addresses.delivery')}>
        <Stack>
          <AddressBookPicker clientId={clientId} onPick={pick} />
          <AddressFields form={form} name="deliveryAddress" />
          <FormCheckbox
            form={form}
            name="saveInAddressBook"
            label={t('salesOrderForm.fields.saveInAddressBook')}
            description={t('salesOrderForm.hints.saveInAddressBook')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('addresses.invoice')}>
        <Stack>
          <FormCheckbox
            form={form}
            name="useDeliveryAsInvoiceAddress"
            label={t('salesOrderForm.fields.useDeliveryAsInvoiceAddress')}
          />
          {!useDelivery && <AddressFields form={form} name="invoiceAddress" />}
        </Stack>
      </Fieldset>
    </>
  )
}
