import { useTranslation } from 'react-i18next'
import { BulkEditModal } from '@/components/concepts/BulkEditModal'
import type { BulkEditDialogProps } from '@/components/concepts/ConceptBulkActions'
import { formSchemaIssue } from '@/components/concepts/use-bulk-edit'
import { conceptSalesOrders } from '../../api/concept-sales-orders'
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

/** Bulk edit of concept orders: one header field, checked by the order form's rules, sent as the form sends it. */
export function SalesOrderBulkEditModal({ clientId, ...dialog }: BulkEditDialogProps & { clientId: number }) {
  const { t } = useTranslation()
  return (
    <BulkEditModal<SalesOrderFormValues, BulkEditField>
      {...dialog}
      texts="conceptSalesOrders"
      fieldOptions={BULK_EDIT_FIELDS.map((name) => ({ value: name, label: t(`salesOrderForm.fields.${name}`) }))}
      emptyValues={() => newSalesOrderForm('')}
      issue={formSchemaIssue(salesOrderFormSchema)}
      changes={(values, field) => ({ [field]: toSalesOrderFields(values)[field] })}
      bulkEdit={conceptSalesOrders.useBulkEdit(clientId)}
      input={(form, field) => <OrderHeaderInput form={form} field={field} />}
    />
  )
}
