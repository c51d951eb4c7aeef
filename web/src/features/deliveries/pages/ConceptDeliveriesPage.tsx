import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { ConceptListScreen } from '@/components/concepts/ConceptListScreen'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useDeleteConceptDeliveries } from '../api/concept-deliveries'
import { useConceptDeliveries } from '../api/concept-deliveries'
import { useSendConceptDeliveries } from '../api/concept-deliveries'
import { ConceptDeliveryTable } from '../components/concepts/ConceptDeliveryTable'
import { DeliveryBulkEditModal } from '../components/concepts/DeliveryBulkEditModal'

/** delivery.concept: the account's concept deliveries, flagged 'To adjust' or 'Ready', to edit, bulk edit, send or delete. */
export default function ConceptDeliveriesPage() {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const canWrite = can(level, 'deliveries.write')
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{useRouteTitle()}</Title>
        {client && canWrite && (
          <Button component={Link} to={routePath('delivery.concept.create')} variant="default">
            {t('menu.deliveries.create')}
          </Button>
        )}
      </Group>
      <Text c="dimmed">{t('conceptDeliveries.autoSend')}</Text>
      {client ? (
        <ConceptDeliveries key={client.id} clientId={client.id} canWrite={canWrite} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

function ConceptDeliveries({ clientId, canWrite }: { clientId: number; canWrite: boolean }) {
  return (
    <ConceptListScreen
      importPath={routePath('delivery.importGuide')}
      texts="conceptDeliveries"
      canWrite={canWrite}
      clientId={clientId}
      useList={useConceptDeliveries}
      send={useSendConceptDeliveries(clientId)}
      remove={useDeleteConceptDeliveries(clientId)}
      bulkEditDialog={(dialog) => <DeliveryBulkEditModal clientId={clientId} {...dialog} />}
      table={(list) => <ConceptDeliveryTable {...list} />}
    />
  )
}
