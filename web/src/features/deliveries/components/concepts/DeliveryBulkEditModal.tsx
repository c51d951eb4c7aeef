import { useTranslation } from 'react-i18next'
import { BulkEditModal } from '@/components/concepts/BulkEditModal'
import type { BulkEditDialogProps } from '@/components/concepts/ConceptBulkActions'
import { formSchemaIssue } from '@/components/concepts/use-bulk-edit'
import { conceptDeliveries } from '../../api/concept-deliveries'
import { deliveryFormSchema } from '../../delivery-schema'
import { DeliveryHeaderInput } from '../DeliveryHeaderFields'
import {
  newDeliveryForm,
  toDeliveryFields,
  type DeliveryFormValues,
  type DeliveryHeaderField,
} from '../delivery-values'

/**
 * What may be set on many concept deliveries at once: the planned date and the unit load with its
 * info (the API's bulk fields). The reference is each delivery's own, and lines are edited per delivery.
 */
export const BULK_EDIT_FIELDS = [
  'plannedDate',
  'unitLoad',
  'containerLength',
  'numberOfPallets',
] as const satisfies readonly DeliveryHeaderField[]

type BulkEditField = (typeof BULK_EDIT_FIELDS)[number]

/** The unit load a unit-load info belongs to: setting a Container's length sets its unit load too. */
const unitLoadOf: Partial<Record<BulkEditField, string>> = { containerLength: 'Container', numberOfPallets: 'Pallet' }

/** The value as the form sends it, with the unit load the info belongs to. */
function withUnitLoad(values: DeliveryFormValues, field: BulkEditField): DeliveryFormValues {
  const unitLoad = unitLoadOf[field]
  return unitLoad ? { ...values, unitLoad } : values
}

const fieldIssue = formSchemaIssue(deliveryFormSchema)

/** Bulk edit of concept deliveries: one header field, checked by the delivery form's rules, sent as the form sends it. */
export function DeliveryBulkEditModal({ clientId, ...dialog }: BulkEditDialogProps & { clientId: number }) {
  const { t } = useTranslation()
  return (
    <BulkEditModal<DeliveryFormValues, BulkEditField>
      {...dialog}
      texts="conceptDeliveries"
      fieldOptions={BULK_EDIT_FIELDS.map((name) => ({ value: name, label: t(`deliveryForm.fields.${name}`) }))}
      emptyValues={newDeliveryForm}
      issue={(values, field) => fieldIssue(withUnitLoad(values, field), field)}
      changes={(values, field) => {
        const fields = toDeliveryFields(withUnitLoad(values, field))
        return unitLoadOf[field] ? { unitLoad: fields.unitLoad, [field]: fields[field] } : { [field]: fields[field] }
      }}
      bulkEdit={conceptDeliveries.useBulkEdit(clientId)}
      input={(form, field) => <DeliveryHeaderInput form={form} field={field} />}
    />
  )
}
