import { zodResolver } from '@hookform/resolvers/zod'
import { useApiForm, type FormAction } from '@/lib/forms/use-api-form'
import { deliveryFormSchema } from '../delivery-schema'
import { deliveryFieldNames, toDeliveryFields, type DeliveryFields, type DeliveryFormValues } from './delivery-values'

/** A call the form hands its fields to (send, save as concept, save an edit); it rejects with the API's error. */
export type DeliveryAction = FormAction<DeliveryFields>

/** The delivery form's state: its rules, then its fields in the API's shape (see useApiForm). */
export const useDeliveryForm = (defaultValues: DeliveryFormValues) =>
  useApiForm<DeliveryFormValues, DeliveryFields>({
    resolver: zodResolver(deliveryFormSchema),
    defaultValues,
    toFields: toDeliveryFields,
    fieldNames: deliveryFieldNames,
  })
