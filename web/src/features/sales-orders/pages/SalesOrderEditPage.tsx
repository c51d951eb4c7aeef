import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { NotEditable } from '@/components/form/NotEditable'
import { PathRecord } from '@/components/RecordUnavailable'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useSalesOrder, type SalesOrder } from '../api/get-sales-order'
import { useUpdateSalesOrder } from '../api/update-sales-order'
import { SalesOrderForm } from '../components/SalesOrderForm'
import { toFormValues } from '../components/sales-order-values'
import { isEditable } from '../components/show/order-actions'

/** salesOrder.edit: an order the warehouse has not taken yet in the order form; a DataIssue order shows its problems at their fields. */
export default function SalesOrderEditPage() {
  const level = useProfile().level
  if (!can(level, 'orders.write')) return <Navigate to={routePath('403')} replace />
  return (
    <Stack>
      <PathRecord useRecord={useSalesOrder} idParam="salesOrderId">
        {(order, clientId) => <EditSalesOrder clientId={clientId} order={order} />}
      </PathRecord>
    </Stack>
  )
}

function EditSalesOrder({ clientId, order }: { clientId: number; order: SalesOrder }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const title = useRouteTitle()
  const orderPage = routePath('salesOrder.show', { clientId, salesOrderId: order.id })
  // Back to the order page: the one the edit was opened from, so its Back still leads to the overview;
  // opened directly, the order page takes the edit page's place in the history.
  const backToOrder = () => (location.key === 'default' ? navigate(orderPage, { replace: true }) : navigate(-1))
  const update = useUpdateSalesOrder(clientId, order.id)
  const orderNumber = order.fields.orderNumber
  return (
    <>
      <Title order={1}>
        {title} {orderNumber}
      </Title>
      {isEditable(order.status) ? (
        <SalesOrderForm
          clientId={clientId}
          defaultValues={toFormValues(order.fields)}
          handlingCosts={order.totals.handlingCosts}
          storedErrors={order.problems}
          sendLabel={t('common.buttons.save')}
          backTo={orderPage}
          onSend={async (fields) => {
            await update.mutateAsync(fields)
            showSnackbar({ message: t('salesOrderPage.done.saved', { orderNumber }) })
            await backToOrder()
          }}
        />
      ) : (
        // The warehouse took it, or it was cancelled: what a save would answer (409).
        <NotEditable message={t('orders.errors.not_allowed')} backTo={orderPage} />
      )}
    </>
  )
}
