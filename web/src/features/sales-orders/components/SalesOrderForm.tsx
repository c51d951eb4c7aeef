import { zodResolver } from '@hookform/resolvers/zod'
import { LinesEditor } from '@/components/form/LinesEditor'
import { SendOrSaveForm, type SendOrSaveFormActions } from '@/components/form/SendOrSaveForm'
import { MAX_LINES, salesOrderFormSchema } from '../sales-order-schema'
import { OrderAddresses } from './OrderAddresses'
import { OrderFooter } from './OrderFooter'
import { OrderHeaderFields } from './OrderHeaderFields'
import { OrderLineInputs } from './OrderLineInputs'
import {
  formFieldNames,
  newLine,
  toSalesOrderFields,
  type SalesOrderFields,
  type SalesOrderFormValues,
} from './sales-order-values'

interface SalesOrderFormProps extends SendOrSaveFormActions<SalesOrderFields> {
  clientId: number
  /** A new order's (newSalesOrderForm with the proposed number) or a stored one's (toFormValues). */
  defaultValues: SalesOrderFormValues
  /** The account's handling costs per order in cents, for the footer; null while unknown. */
  handlingCosts: number | null
  /** A new order: its number is the proposed next free one. */
  newOrder?: boolean
}

/**
 * A sales order for create, edit and concept edit: the header, the addresses, the lines (an order
 * keeps at least one) and the footer, then save as concept or send.
 */
export function SalesOrderForm({ clientId, defaultValues, handlingCosts, newOrder, ...actions }: SalesOrderFormProps) {
  return (
    <SendOrSaveForm
      options={{
        resolver: zodResolver(salesOrderFormSchema),
        defaultValues,
        toFields: toSalesOrderFields,
        fieldNames: formFieldNames,
      }}
      {...actions}
    >
      {(form) => (
        <>
          <OrderHeaderFields form={form} newOrder={newOrder} />
          <OrderAddresses form={form} clientId={clientId} />
          <LinesEditor form={form} texts="salesOrderForm" newLine={newLine} maxLines={MAX_LINES}>
            {(index) => <OrderLineInputs form={form} clientId={clientId} index={index} />}
          </LinesEditor>
          <OrderFooter form={form} handlingCosts={handlingCosts} />
        </>
      )}
    </SendOrSaveForm>
  )
}
