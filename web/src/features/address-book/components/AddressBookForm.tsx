import { Fieldset, Stack, Switch, TextInput } from '@mantine/core'
import type { FormEventHandler, ReactNode } from 'react'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormActions } from '@/components/form/FormActions'
import { AddressFields, AddressFieldset } from '@/components/address/AddressFieldset'
import { translateMessage } from '@/lib/translate-message'
import { VAT_NUMBER_MAX_LENGTH, type AddressBookFormValues } from './address-book-form-values'

interface AddressBookFormProps {
  form: UseFormReturn<AddressBookFormValues>
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Why the last save failed; shown next to the buttons, where the user just clicked. */
  alert: string | null
  actions: ReactNode
  /** For levels that may read the address book but not change it. */
  readOnly?: boolean
}

/** An address book address: the delivery address, the invoice address unless the delivery address is used, the VAT number. */
export function AddressBookForm({ form, onSubmit, alert, actions, readOnly = false }: AddressBookFormProps) {
  const { t } = useTranslation()
  const useDelivery = useWatch({ control: form.control, name: 'useDeliveryAsInvoiceAddress' })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
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
            {!useDelivery && <AddressFields form={form} name="invoiceAddress" />}
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
        <FormActions alert={alert} actions={actions} />
      </Stack>
    </form>
  )
}
