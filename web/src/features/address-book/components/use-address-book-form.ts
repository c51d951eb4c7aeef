import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { translateError } from '@/lib/translate-message'
import type { AddressBookFields } from '../api/create-address-book-address'
import {
  addressBookFormSchema,
  formFieldNames,
  toAddressBookFields,
  type AddressBookFormValues,
} from './address-book-form-values'

/**
 * The address book form's state: values checked by the schema, then handed to an action in the
 * API's shape. A failure shows the general 422 text above the buttons (spec point 5) and the API's
 * field errors land on their fields ('deliveryAddress.postalCode').
 */
export function useAddressBookForm(defaultValues: AddressBookFormValues) {
  const { t } = useTranslation()
  const form = useForm<AddressBookFormValues>({ resolver: zodResolver(addressBookFormSchema), defaultValues })
  const [alert, setAlert] = useState<string | null>(null)

  const submitWith = (action: (fields: AddressBookFields) => Promise<void>) =>
    form.handleSubmit(
      async (values) => {
        setAlert(null)
        try {
          await action(toAddressBookFields(values))
        } catch (error) {
          setAlert(translateError(t, error))
          applyServerErrors(form, formFieldNames)
        }
      },
      () => setAlert(t('errors.422')),
    )

  return { form, alert, submitWith }
}
