import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BulkEditModal } from '@/components/concepts/BulkEditModal'
import type { BulkEditDialogProps } from '@/components/concepts/ConceptBulkActions'
import { takeFieldError } from '@/lib/api/field-errors'
import { translateError, translateMessage } from '@/lib/translate-message'
import { REQUIRED_MESSAGE } from '@/components/address/address-values'
import { useBulkEditConceptSalesOrders } from '../../api/bulk-edit-concept-sales-orders'
import { salesOrderFormSchema } from '../../sales-order-schema'
import { OrderHeaderInput, type OrderHeaderField } from '../OrderHeaderFields'
import { newSalesOrderForm, toSalesOrderFields, type SalesOrderFormValues } from '../sales-order-values'

/**
 * What may be set on many concept orders at once: the dates, payment and shipping. The order number
 * is each order's own, and addresses and lines are edited per order.
 */
export const BULK_EDIT_FIELDS = [
  'orderDate',
  'deliveryDate',
  'paymentMethod',
  'shippingMethod',
  'shipmentCostsInclVat',
  'termsOfDelivery',
] as const satisfies readonly OrderHeaderField[]

type BulkEditField = (typeof BULK_EDIT_FIELDS)[number]

/** The first problem the order form's rules find with this field's value, or undefined. */
function fieldIssue(values: SalesOrderFormValues, field: BulkEditField): string | undefined {
  const result = salesOrderFormSchema.safeParse(values)
  return result.error?.issues.find((issue) => issue.path.length === 1 && issue.path[0] === field)?.message
}

/** Bulk edit of concept orders: one header field, checked by the order form's rules, sent as the form sends it. */
export function SalesOrderBulkEditModal({
  clientId,
  ids,
  opened,
  onClose,
  onEdited,
}: BulkEditDialogProps & { clientId: number }) {
  const { t } = useTranslation()
  const bulkEdit = useBulkEditConceptSalesOrders(clientId)
  const form = useForm<SalesOrderFormValues>({ defaultValues: newSalesOrderForm('') })
  const [field, setField] = useState<BulkEditField | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const choose = (value: string | null) => {
    setField(value as BulkEditField | null)
    setFieldError(null)
    setFailure(null)
    form.reset(newSalesOrderForm(''))
  }

  const close = () => {
    choose(null)
    onClose()
  }

  const apply = async () => {
    if (field === null) {
      setFieldError(translateMessage(t, REQUIRED_MESSAGE, { field: t('conceptSalesOrders.bulkEdit.field') }))
      return
    }
    const values = form.getValues()
    const issue = fieldIssue(values, field)
    if (issue) {
      form.setError(field, { type: 'validate', message: issue })
      return
    }
    try {
      const result = await bulkEdit.mutateAsync({ ids, changes: { [field]: toSalesOrderFields(values)[field] } })
      close()
      onEdited(result)
    } catch (error) {
      setFailure(translateError(t, error))
      // The API names a change's field `changes.<field>`.
      const message = takeFieldError(`changes.${field}`)
      if (message) form.setError(field, { type: 'server', message })
    }
  }

  const fieldOptions = BULK_EDIT_FIELDS.map((name) => ({ value: name, label: t(`salesOrderForm.fields.${name}`) }))

  return (
    <BulkEditModal
      texts="conceptSalesOrders"
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
      {field && <OrderHeaderInput key={field} form={form} field={field} />}
    </BulkEditModal>
  )
}
