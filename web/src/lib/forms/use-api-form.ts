import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from './server-errors'
import { translateError } from '@/lib/translate-message'

/** A call a form hands its fields to (send, save as concept); it rejects with the API's error. */
export type FormAction<F> = (fields: F) => Promise<void>

export interface ApiFormOptions<V extends FieldValues, F> {
  /** The form's rules (zodResolver of its schema). */
  resolver: Resolver<V>
  defaultValues: DefaultValues<V>
  /** The values in the API's shape. */
  toFields: (values: V) => F
  /** Every field where a server error may land, for these values ('lines.2.quantity'). */
  fieldNames: (values: V) => readonly Path<V>[]
}

/**
 * A form whose values are checked by its rules, then handed to an action in the API's shape. A
 * failure shows its text above the buttons (the general 422 text, spec point 5) and the API's field
 * errors land on their fields, a line's too.
 */
export function useApiForm<V extends FieldValues, F>({
  resolver,
  defaultValues,
  toFields,
  fieldNames,
}: ApiFormOptions<V, F>) {
  const { t } = useTranslation()
  const form = useForm<V>({ resolver, defaultValues })
  const [alert, setAlert] = useState<string | null>(null)

  const submitWith = (action: FormAction<F>) =>
    form.handleSubmit(
      async (values) => {
        setAlert(null)
        try {
          await action(toFields(values))
        } catch (error) {
          setAlert(translateError(t, error))
          applyServerErrors(form, fieldNames(values))
        }
      },
      () => setAlert(t('errors.422')),
    )

  return { form, alert, submitWith }
}
