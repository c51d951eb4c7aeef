import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { ConceptListScreen } from '@/components/concepts/ConceptListScreen'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useDeleteConceptSalesOrders } from '../api/concept-sales-orders'
import { useConceptSalesOrders } from '../api/concept-sales-orders'
import { useSendConceptSalesOrders } from '../api/concept-sales-orders'
import { ConceptSalesOrderTable } from '../components/concepts/ConceptSalesOrderTable'
import { SalesOrderBulkEditModal } from '../components/concepts/SalesOrderBulkEditModal'

/** salesOrder.concept: the account's concept orders, flagged 'To adjust' or 'Ready', to edit, bulk edit, send or delete. */
export default function ConceptSalesOrdersPage() {
  const { t } = useTranslation()
  const { client } = useProfile()
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {client ? (
        <ConceptSalesOrders key={client.id} clientId={client.id} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

function ConceptSalesOrders({ clientId }: { clientId: number }) {
  return (
    <ConceptListScreen
      importPath={routePath('salesOrder.importGuide')}
      texts="conceptSalesOrders"
      canWrite={can(useProfile().level, 'orders.write')}
      clientId={clientId}
      useList={useConceptSalesOrders}
      send={useSendConceptSalesOrders(clientId)}
      remove={useDeleteConceptSalesOrders(clientId)}
      bulkEditDialog={(dialog) => <SalesOrderBulkEditModal clientId={clientId} {...dialog} />}
      table={(list) => <ConceptSalesOrderTable {...list} />}
    />
  )
}
