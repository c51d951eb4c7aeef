import { Alert, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AccountPage } from '@/components/AccountPage'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useAccount } from '@/lib/accounts/get-account'
import { translateError } from '@/lib/translate-message'
import { conceptSalesOrders } from '../api/concept-sales-orders'
import { useCreateSalesOrder } from '../api/create-sales-order'
import { useNextOrderNumber } from '../api/get-next-order-number'
import { SalesOrderForm } from '../components/SalesOrderForm'
import { newSalesOrderForm, type SalesOrderFields } from '../components/sales-order-values'

/** salesOrder.create: a new order for the current account, sent to the warehouse or saved as a concept. */
export default function SalesOrderCreatePage() {
  return <AccountPage capability="orders.write">{(clientId) => <CreateSalesOrder clientId={clientId} />}</AccountPage>
}

/**
 * The form of a new order with the account's next free number proposed (editable) and its default
 * shipping method; the footer counts the account's handling costs (not known when none are agreed).
 * Sending lands on the order's page; a concept on the concept list.
 */
function CreateSalesOrder({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const nextNumber = useNextOrderNumber(clientId)
  const account = useAccount(clientId)
  const send = useCreateSalesOrder(clientId)
  const saveConcept = conceptSalesOrders.useCreate(clientId)

  // The form takes its values once, so it waits for what it starts with.
  if (nextNumber.isPending || account.isPending) return <Loader aria-label={t('common.loading')} />

  const onSend = async (fields: SalesOrderFields) => {
    const order = await send.mutateAsync(fields)
    showSnackbar({ message: t('salesOrderForm.saved.sent', { orderNumber: order.fields.orderNumber }) })
    await navigate(routePath('salesOrder.show', { clientId, salesOrderId: order.id }))
  }

  const onSaveConcept = async (fields: SalesOrderFields) => {
    const concept = await saveConcept.mutateAsync(fields)
    showSnackbar({ message: t('salesOrderForm.saved.concept', { orderNumber: concept.fields.orderNumber }) })
    await navigate(routePath('salesOrder.concept'))
  }

  return (
    <>
      {/* Without a proposal the number is typed by hand; the send checks it anyway. */}
      {nextNumber.isError && <Alert color="orange">{translateError(t, nextNumber.error)}</Alert>}
      {/* Without the account the shipping method starts empty and the handling costs are not known. */}
      {account.isError && <Alert color="orange">{translateError(t, account.error)}</Alert>}
      <SalesOrderForm
        clientId={clientId}
        defaultValues={{
          ...newSalesOrderForm(nextNumber.data ?? ''),
          shippingMethod: account.data?.defaultShippingMethod ?? '',
        }}
        handlingCosts={account.data?.handlingCosts ?? null}
        onSend={onSend}
        onSaveConcept={onSaveConcept}
        backTo={routePath('salesOrder.overview')}
        newOrder
      />
    </>
  )
}
