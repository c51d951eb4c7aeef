import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConceptEditor } from '@/components/concepts/ConceptEditor'
import { AccountRecord } from '@/components/RecordUnavailable'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useAccount } from '@/lib/accounts/get-account'
import { findSalesOrderId } from '../api/find-sales-order'
import { conceptSalesOrders, type ConceptSalesOrder } from '../api/concept-sales-orders'
import { SalesOrderForm } from '../components/SalesOrderForm'
import { describeSalesOrderErrors } from '../components/sales-order-errors'
import { toFormValues } from '../components/sales-order-values'

/** salesOrder.concept.edit: one concept order of the current account in the order form, its errors on its fields; save or send it. */
export default function ConceptSalesOrderEditPage() {
  return (
    <AccountRecord useRecord={conceptSalesOrders.useConcept} idParam="conceptSalesOrderId">
      {(concept, clientId) => <EditConcept clientId={clientId} concept={concept} />}
    </AccountRecord>
  )
}

function EditConcept({ clientId, concept }: { clientId: number; concept: ConceptSalesOrder }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // The footer counts the handling costs the order would take if sent now (not known until read).
  const account = useAccount(clientId)
  return (
    <ConceptEditor
      clientId={clientId}
      concept={concept}
      formValues={toFormValues}
      concepts={conceptSalesOrders}
      texts="conceptSalesOrders"
      capability="orders.write"
      describeErrors={describeSalesOrderErrors}
      onSaved={async (saved) => {
        showSnackbar({ message: t('conceptSalesOrders.edit.saved', { orderNumber: saved.fields.orderNumber }) })
        await navigate(routePath('salesOrder.concept'))
      }}
      onSent={async (saved) => {
        const { orderNumber } = saved.fields
        showSnackbar({ message: t('conceptSalesOrders.edit.sent', { orderNumber }) })
        const salesOrderId = await findSalesOrderId(clientId, orderNumber)
        await navigate(
          salesOrderId === undefined
            ? routePath('salesOrder.overview')
            : routePath('salesOrder.show', { clientId, salesOrderId }),
        )
      }}
    >
      {(form) => (
        <SalesOrderForm
          clientId={clientId}
          handlingCosts={account.data?.handlingCosts ?? null}
          backTo={routePath('salesOrder.concept')}
          {...form}
        />
      )}
    </ConceptEditor>
  )
}
