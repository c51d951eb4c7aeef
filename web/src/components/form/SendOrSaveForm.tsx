import { Stack } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { showStoredErrors } from '@/lib/forms/server-errors'
import { useApiForm, type ApiFormOptions, type FormAction } from '@/lib/forms/use-api-form'
import { SendOrSaveActions } from './SendOrSaveActions'

/** What a page does with a form that is sent or saved as a concept; each action rejects with the API's error. */
export interface SendOrSaveFormActions<F> {
  /** Sends the record (or saves one already sent). Without it there is no 'Send'. */
  onSend?: FormAction<F>
  /** The send button's text: 'Send' for a new record, 'Save' for one already sent. */
  sendLabel?: string
  /** Saves the record as a concept. Without it (a record already sent) there is no 'Save as concept'. */
  onSaveConcept?: FormAction<F>
  /** The errors a concept is stored with, shown at their fields when the form opens. */
  storedErrors?: Record<string, readonly string[]>
  /** Where 'Back' leads when the form was opened directly (see BackButton). */
  backTo: string
}

interface SendOrSaveFormProps<V extends FieldValues, F> extends SendOrSaveFormActions<F> {
  /** The form's rules, values and fields in the API's shape (see useApiForm). */
  options: ApiFormOptions<V, F>
  /** The form's sections (a header, the lines) bound to its values. */
  children: (form: UseFormReturn<V>) => ReactNode
}

/**
 * The form of every area (a product, an order, a delivery, an address) for create, edit and
 * concept edit: its sections, then 'Back' and save as concept or send (or save). A refused save or
 * send takes the reader to the first field with an error.
 */
export function SendOrSaveForm<V extends FieldValues, F>({
  options,
  onSend,
  sendLabel,
  onSaveConcept,
  storedErrors,
  backTo,
  children,
}: SendOrSaveFormProps<V, F>) {
  const { form, formRef, alert, submitWith } = useApiForm(options)
  const { fieldNames } = options

  useEffect(() => {
    if (storedErrors) showStoredErrors(form, storedErrors, fieldNames(form.getValues()))
  }, [form, storedErrors, fieldNames])

  return (
    // Enter in a field submits nothing: a record goes out only by its buttons.
    <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack>
        {children(form)}
        <SendOrSaveActions
          alert={alert}
          submitWith={submitWith}
          onSend={onSend}
          sendLabel={sendLabel}
          onSaveConcept={onSaveConcept}
          backTo={backTo}
        />
      </Stack>
    </form>
  )
}
