import { zodResolver } from '@hookform/resolvers/zod'
import { Fieldset, Stack, Switch, TextInput } from '@mantine/core'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AddressFields, AddressFieldset } from '@/components/address/AddressFieldset'
import { SendOrSaveForm, type SendOrSaveFormActions } from '@/components/form/SendOrSaveForm'
import { translateMessage } from '@/lib/translate-message'
import type { AddressBookFields } from '../api/create-address-book-address'
import {
  addressBookFormSchema,
  formFieldNames,
  toAddressBookFields,
  VAT_NUMBER_MAX_LENGTH,
  type AddressBookFormValues,
} from './address-book-form-values'

interface AddressBookFormProps extends SendOrSaveFormActions<AddressBookFields> {
  defaultValues: AddressBookFormValues
  /** For levels that may read the address book but not change it. */
  readOnly?: boolean
}

/**
 * An address book address: the delivery address, the invoice address unless the delivery address
 * is used, the VAT number; saved by its one action (onSend, named 'Save').
 */
export function AddressBookForm({ defaultValues, readOnly = false, ...actions }: AddressBookFormProps) {
  const { t } = useTranslation()
  return (
    <SendOrSaveForm
      options={{
        resolver: zodResolver(addressBookFormSchema),
        defaultValues,
        toFields: toAddressBookFields,
        fieldNames: () => formFieldNames,
      }}
      {...actions}
    >
      {(form) => (
        <>
          <AddressFieldset form={form} name="deliveryAddress" legend={t('addresses.delivery')} readOnly={readOnly} />
          <Fieldset legend={t('addresses.invoice')} disabled={readOnly} data-read-only={readOnly || undefined}>
            <Stack>
              <Controller
                control={form.control}
                name="useDeliveryAsInvoiceAddress"
                render={({ field }) => (
                  <Switch
                    label={t('addressBook.fields.useDeliveryAsInvoiceAddress')}
                    name={field.name}
                    ref={field.ref}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              <InvoiceAddress form={form} />
              <Controller
                control={form.control}
                name="vatNumber"
                render={({ field, fieldState }) => {
                  const label = t('addressBook.fields.vatNumber')
                  const message = fieldState.error?.message
                  return (
                    <TextInput
                      label={label}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.value)}
                      onBlur={field.onBlur}
                      maxLength={VAT_NUMBER_MAX_LENGTH}
                      error={message ? translateMessage(t, message, { field: label }) : undefined}
                      maw={320}
                    />
                  )
                }}
              />
            </Stack>
          </Fieldset>
        </>
      )}
    </SendOrSaveForm>
  )
}

/** The invoice address's own fields, unless the delivery address is used. */
function InvoiceAddress({ form }: { form: UseFormReturn<AddressBookFormValues> }) {
  const useDelivery = useWatch({ control: form.control, name: 'useDeliveryAsInvoiceAddress' })
  return useDelivery ? null : <AddressFields form={form} name="invoiceAddress" />
}
