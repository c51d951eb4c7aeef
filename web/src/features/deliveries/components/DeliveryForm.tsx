import { zodResolver } from '@hookform/resolvers/zod'
import { LinesEditor } from '@/components/form/LinesEditor'
import { SendOrSaveForm, type SendOrSaveFormActions } from '@/components/form/SendOrSaveForm'
import { deliveryFormSchema } from '../delivery-schema'
import { DeliveryHeaderFields } from './DeliveryHeaderFields'
import { DeliveryLineInputs } from './DeliveryLineInputs'
import {
  deliveryFieldNames,
  newDeliveryLine,
  toDeliveryFields,
  type DeliveryFields,
  type DeliveryFormValues,
} from './delivery-values'

interface DeliveryFormProps extends SendOrSaveFormActions<DeliveryFields> {
  clientId: number
  /** A new delivery's (newDeliveryForm) or a stored one's (toDeliveryFormValues). */
  defaultValues: DeliveryFormValues
}

/**
 * A delivery for create, concept edit and edit: the header with its unit-load info and the lines (a
 * delivery keeps at least one; the account's limit is the API's to tell), then save as concept or send.
 */
export function DeliveryForm({ clientId, defaultValues, ...actions }: DeliveryFormProps) {
  return (
    <SendOrSaveForm
      options={{
        resolver: zodResolver(deliveryFormSchema),
        defaultValues,
        toFields: toDeliveryFields,
        fieldNames: deliveryFieldNames,
      }}
      {...actions}
    >
      {(form) => (
        <>
          <DeliveryHeaderFields form={form} />
          <LinesEditor form={form} texts="deliveryForm" newLine={newDeliveryLine}>
            {(index) => <DeliveryLineInputs form={form} clientId={clientId} index={index} />}
          </LinesEditor>
        </>
      )}
    </SendOrSaveForm>
  )
}
