import { useEffect, useRef, useState } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { focusFirstError } from './focus-first-error'
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
  /** The alert's text key when the form's own rules refuse the values; the general 422 text unless said. */
  invalidAlert?: (errors: FieldErrors<V>) => string
}

/**
 * A form whose values are checked by its rules, then handed to an action in the API's shape. A
 * failure shows its text above the buttons (the general 422 text, spec point 5), the API's field
 * errors land on their fields, a line's too, and the first field with an error takes the focus
 * (formRef is the form element to look in).
 */
export function useApiForm<V extends FieldValues, F>({
  resolver,
  defaultValues,
  toFields,
  fieldNames,
  invalidAlert = () => 'errors.422',
}: ApiFormOptions<V, F>) {
  const { t } = useTranslation()
  // The focus goes to the first error as the screen shows them, not as the fields registered.
  const form = useForm<V>({ resolver, defaultValues, shouldFocusError: false })
  const [alert, setAlert] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // A refusal's errors can reach the fields a render after it (the errors a page keeps, such as a
  // refused concept send's): the focus waits for the first render that shows one. Reading the
  // errors has this form render again whenever they change.
  const focusPending = useRef(false)
  const [, setRefusals] = useState(0)
  void form.formState.errors
  useEffect(() => {
    if (focusPending.current && focusFirstError(formRef.current)) focusPending.current = false
  })

  const refuse = (text: string) => {
    setAlert(text)
    focusPending.current = true
    setRefusals((count) => count + 1)
  }

  const submitWith = (action: FormAction<F>) =>
    form.handleSubmit(
      async (values) => {
        setAlert(null)
        focusPending.current = false
        try {
          await action(toFields(values))
        } catch (error) {
          applyServerErrors(form, fieldNames(values))
          refuse(translateError(t, error))
        }
      },
      (errors) => refuse(t(invalidAlert(errors))),
    )

  return { form, formRef, alert, submitWith }
}
