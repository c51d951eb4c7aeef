import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BulkEditModal } from '@/components/concepts/BulkEditModal'
import type { BulkEditDialogProps } from '@/components/concepts/ConceptBulkActions'
import { takeFieldError } from '@/lib/api/field-errors'
import { REQUIRED_MESSAGE } from '@/lib/forms/validation'
import { translateError, translateMessage } from '@/lib/translate-message'
import { useBulkEditConceptDeliveries } from '../../api/bulk-edit-concept-deliveries'
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

/** The first problem the delivery form's rules find with this field's value, or undefined. */
function fieldIssue(values: DeliveryFormValues, field: BulkEditField): string | undefined {
  const result = deliveryFormSchema.safeParse(values)
  return result.error?.issues.find((issue) => issue.path.length === 1 && issue.path[0] === field)?.message
}

/** Bulk edit of concept deliveries: one header field, checked by the delivery form's rules, sent as the form sends it. */
export function DeliveryBulkEditModal({
  clientId,
  ids,
  opened,
  onClose,
  onEdited,
}: BulkEditDialogProps & { clientId: number }) {
  const { t } = useTranslation()
  const bulkEdit = useBulkEditConceptDeliveries(clientId)
  const form = useForm<DeliveryFormValues>({ defaultValues: newDeliveryForm() })
  const [field, setField] = useState<BulkEditField | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const choose = (value: string | null) => {
    setField(value as BulkEditField | null)
    setFieldError(null)
    setFailure(null)
    form.reset(newDeliveryForm())
  }

  const close = () => {
    choose(null)
    onClose()
  }

  const apply = async () => {
    if (field === null) {
      setFieldError(translateMessage(t, REQUIRED_MESSAGE, { field: t('conceptDeliveries.bulkEdit.field') }))
      return
    }
    const values = withUnitLoad(form.getValues(), field)
    const issue = fieldIssue(values, field)
    if (issue) {
      form.setError(field, { type: 'validate', message: issue })
      return
    }
    const fields = toDeliveryFields(values)
    const changes = unitLoadOf[field]
      ? { unitLoad: fields.unitLoad, [field]: fields[field] }
      : { [field]: fields[field] }
    try {
      const result = await bulkEdit.mutateAsync({ ids, changes })
      close()
      onEdited(result)
    } catch (error) {
      setFailure(translateError(t, error))
      // The API names a change's field `changes.<field>`.
      const message = takeFieldError(`changes.${field}`)
      if (message) form.setError(field, { type: 'server', message })
    }
  }

  const fieldOptions = BULK_EDIT_FIELDS.map((name) => ({ value: name, label: t(`deliveryForm.fields.${name}`) }))

  return (
    <BulkEditModal
      texts="conceptDeliveries"
      count={ids.length}
      opened={opened}
      onClose={close}
      fieldOptions={fieldOptions}
      field={field}
      onFieldChange={choose}
      fieldError={fieldError}
      failure={failure}
      pending={bulkEdit.isPending}
      onApply={() => void apply()}
    >
      {field && <DeliveryHeaderInput key={field} form={form} field={field} />}
    </BulkEditModal>
  )
}
