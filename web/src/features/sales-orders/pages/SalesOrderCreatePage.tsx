import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { SalesOrderForm } from '../components/SalesOrderForm'
import { newSalesOrderForm } from '../components/sales-order-values'

/** salesOrder.create: a new order for the current account, sent to the warehouse or saved as a concept. */
export default function SalesOrderCreatePage() {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const title = useRouteTitle()
  if (!can(level, 'orders.write')) return <Navigate to={routePath('403')} replace />
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {client ? (
        <CreateSalesOrder key={client.id} clientId={client.id} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

/**
 * The form of a new order. The proposed number (GET next-number), the account's handling costs and
 * the two calls (POST sales-orders, POST concept-sales-orders) come from the API once openapi.yaml
 * describes them; until then the form proposes no number and offers neither button.
 */
function CreateSalesOrder({ clientId }: { clientId: number }) {
  return <SalesOrderForm clientId={clientId} defaultValues={newSalesOrderForm('')} handlingCosts={null} />
}
