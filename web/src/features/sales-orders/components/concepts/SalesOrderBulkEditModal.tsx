import { useTranslation } from 'react-i18next'
import { BulkEditModal } from '@/components/concepts/BulkEditModal'
import type { BulkEditDialogProps } from '@/components/concepts/ConceptBulkActions'
import { useBulkEdit } from '@/components/concepts/use-bulk-edit'
import { useBulkEditConceptSalesOrders } from '../../api/concept-sales-orders'
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
export function SalesOrderBulkEditModal({ clientId, ...dialog }: BulkEditDialogProps & { clientId: number }) {
  const { t } = useTranslation()
  const bulkEdit = useBulkEdit<SalesOrderFormValues, BulkEditField>({
    ...dialog,
    texts: 'conceptSalesOrders',
    emptyValues: () => newSalesOrderForm(''),
    issue: fieldIssue,
    changes: (values, field) => ({ [field]: toSalesOrderFields(values)[field] }),
    bulkEdit: useBulkEditConceptSalesOrders(clientId),
  })
  const fieldOptions = BULK_EDIT_FIELDS.map((name) => ({ value: name, label: t(`salesOrderForm.fields.${name}`) }))

  return (
    <BulkEditModal
      texts="conceptSalesOrders"
      count={dialog.ids.length}
      opened={dialog.opened}
      fieldOptions={fieldOptions}
      {...bulkEdit.modal}
    >
      {bulkEdit.field && <OrderHeaderInput key={bulkEdit.field} form={bulkEdit.form} field={bulkEdit.field} />}
    </BulkEditModal>
  )
}
