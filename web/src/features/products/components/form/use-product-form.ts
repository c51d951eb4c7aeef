import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { translateError } from '@/lib/translate-message'
import { productFormSchema, REQUIRED_MESSAGE, type ProductFormValues } from '../../product-form-schema'
import type { ProductFields } from './product-fields'
import { toProductFields } from './product-form-values'

const missesRequired = (errors: FieldErrors<ProductFormValues>): boolean =>
  Object.values(errors).some((error) => error?.message === REQUIRED_MESSAGE)

/**
 * The product form's state: values checked by the schema, then handed to an action in the API's
 * shape. A failure shows an alert above the buttons — 'Please fill out all required fields' when
 * one is empty (spec point 5) — and the API's field errors land on their fields.
 */
export function useProductForm(defaultValues: ProductFormValues) {
  const { t } = useTranslation()
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues })
  const [alert, setAlert] = useState<string | null>(null)

  const submitWith = (action: (fields: ProductFields) => Promise<void>) =>
    form.handleSubmit(
      async (values) => {
        setAlert(null)
        try {
          await action(toProductFields(values))
        } catch (error) {
          setAlert(translateError(t, error))
          applyServerErrors(form)
        }
      },
      (errors) => setAlert(t(missesRequired(errors) ? 'products.required_fields' : 'errors.422')),
    )

  return { form, alert, setAlert, submitWith }
}
