import { Stack } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { SendOrSaveActions } from '@/components/form/SendOrSaveActions'
import { showStoredErrors } from '@/lib/forms/server-errors'
import { DeliveryHeaderFields } from './DeliveryHeaderFields'
import { DeliveryLines } from './DeliveryLines'
import { deliveryFieldNames, type DeliveryFormValues } from './delivery-values'
import { useDeliveryForm, type DeliveryAction } from './use-delivery-form'

interface DeliveryFormProps {
  clientId: number
  /** A new delivery's (newDeliveryForm) or a stored one's (toDeliveryFormValues). */
  defaultValues: DeliveryFormValues
  /** Sends the delivery (or saves a sent one); rejects with the API's error. Without it there is no 'Send'. */
  onSend?: DeliveryAction
  /** The send button's text: 'Send' for a new delivery, 'Save' for one already sent. */
  sendLabel?: string
  /** Saves the delivery as a concept; rejects with the API's error. Without it there is no 'Save as concept'. */
  onSaveConcept?: DeliveryAction
  /** The errors a concept is stored with, shown at their fields when the form opens. */
  storedErrors?: Record<string, readonly string[]>
}

/** A delivery for create, concept edit and edit: the header with its unit-load info and the lines, then save as concept or send. */
export function DeliveryForm({
  clientId,
  defaultValues,
  onSend,
  sendLabel,
  onSaveConcept,
  storedErrors,
}: DeliveryFormProps) {
  const { t } = useTranslation()
  const { form, alert, submitWith } = useDeliveryForm(defaultValues)

  useEffect(() => {
    if (storedErrors) showStoredErrors(form, storedErrors, deliveryFieldNames(form.getValues()))
  }, [form, storedErrors])

  return (
    // Enter in a field submits nothing: a delivery goes out only by its buttons.
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack>
        <DeliveryHeaderFields form={form} />
        <DeliveryLines form={form} clientId={clientId} />
        <SendOrSaveActions
          alert={alert}
          submitWith={submitWith}
          onSend={onSend}
          sendLabel={sendLabel}
          onSaveConcept={onSaveConcept}
          saveConceptLabel={t('deliveryForm.buttons.saveConcept')}
        />
      </Stack>
    </form>
  )
}
