import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { translateError } from '@/lib/translate-message'
import { salesOrderFormSchema } from '../sales-order-schema'
import {
  formFieldNames,
  toSalesOrderFields,
  type SalesOrderFields,
  type SalesOrderFormValues,
} from './sales-order-values'

/** A call the form hands its fields to (send, save as concept); it rejects with the API's error. */
export type SalesOrderAction = (fields: SalesOrderFields) => Promise<void>

/**
 * The sales order form's state: values checked by the schema, then handed to an action in the API's
 * shape. A failure shows its text above the buttons (the general 422 text, spec point 5) and the
 * API's field errors land on their fields, a line's too ('lines.2.quantity').
 */
export function useSalesOrderForm(defaultValues: SalesOrderFormValues) {
  const { t } = useTranslation()
  const form = useForm<SalesOrderFormValues>({ resolver: zodResolver(salesOrderFormSchema), defaultValues })
  const [alert, setAlert] = useState<string | null>(null)

  const submitWith = (action: SalesOrderAction) =>
    form.handleSubmit(
      async (values) => {
        setAlert(null)
        try {
          await action(toSalesOrderFields(values))
        } catch (error) {
          setAlert(translateError(t, error))
          applyServerErrors(form, formFieldNames(values))
        }
      },
      () => setAlert(t('errors.422')),
    )

  return { form, alert, submitWith }
}
