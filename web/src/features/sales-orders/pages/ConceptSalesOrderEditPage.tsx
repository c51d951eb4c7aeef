import { Alert, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { AccountPage } from '@/components/AccountPage'
import { ConceptEditor } from '@/components/concepts/ConceptEditor'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { translateError } from '@/lib/translate-message'
import { findSalesOrderId } from '../api/find-sales-order'
import { conceptSalesOrders, type ConceptSalesOrder } from '../api/concept-sales-orders'
import { SalesOrderForm } from '../components/SalesOrderForm'
import { describeSalesOrderErrors } from '../components/sales-order-errors'
import { toFormValues } from '../components/sales-order-values'

/** salesOrder.concept.edit: one concept order of the current account in the order form, its errors on its fields; save or send it. */
export default function ConceptSalesOrderEditPage() {
  const conceptId = Number(useParams().conceptSalesOrderId)
  return <AccountPage>{(clientId) => <LoadConcept clientId={clientId} conceptId={conceptId} />}</AccountPage>
}

function LoadConcept({ clientId, conceptId }: { clientId: number; conceptId: number }) {
  const { t } = useTranslation()
  const concept = conceptSalesOrders.useConcept(clientId, conceptId)
  if (concept.isError) return <Alert color="red">{translateError(t, concept.error)}</Alert>
  if (concept.isPending) return <Loader aria-label={t('common.loading')} />
  return <EditConcept key={concept.data.id} clientId={clientId} concept={concept.data} />
}

function EditConcept({ clientId, concept }: { clientId: number; concept: ConceptSalesOrder }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
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
        <SalesOrderForm clientId={clientId} handlingCosts={null} backTo={routePath('salesOrder.concept')} {...form} />
      )}
    </ConceptEditor>
  )
}
