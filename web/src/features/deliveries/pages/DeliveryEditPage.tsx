import { Alert, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { NotEditable } from '@/components/form/NotEditable'
import { HistorySection } from '@/components/history/HistorySection'
import { RecordLoaded, RecordUnavailable, recordId } from '@/components/RecordUnavailable'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useDelivery, type Delivery } from '../api/get-delivery'
import { useDeliveryHistory } from '../api/get-delivery-history'
import { useUpdateDelivery } from '../api/update-delivery'
import { CancelDeliveryButton } from '../components/CancelDeliveryButton'
import { DeliveryForm } from '../components/DeliveryForm'
import { DeliveryStatusBadge } from '../components/DeliveryStatusBadge'
import { toDeliveryFormValues } from '../components/delivery-values'

const overview = routePath('delivery.index')

/** delivery.edit: an announced delivery of the current account in the delivery form; save it or cancel it. Below, its history. */
export default function DeliveryEditPage() {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const deliveryId = recordId(useParams().deliveryId)
  const title = useRouteTitle()
  if (!can(level, 'deliveries.write')) return <Navigate to={routePath('403')} replace />
  if (deliveryId === null) return <RecordUnavailable />
  return (
    <Stack>
      {client ? (
        <RecordLoaded key={client.id} useRecord={useDelivery} clientId={client.id} id={deliveryId}>
          {(delivery) => <EditDelivery clientId={client.id} delivery={delivery} />}
        </RecordLoaded>
      ) : (
        <>
          <Title order={1}>{title}</Title>
          <Text>{t('auth.pleaseSelectAccount')}</Text>
        </>
      )}
    </Stack>
  )
}

function EditDelivery({ clientId, delivery }: { clientId: number; delivery: Delivery }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const title = useRouteTitle()
  const update = useUpdateDelivery(clientId, delivery.id)
  const history = useDeliveryHistory(clientId, delivery.id)
  const reference = delivery.fields.reference
  const backToOverview = () => navigate(overview)
  // The names of the products as they were when it was sent.
  const names = new Map(delivery.lines.map((line) => [line.articleNumber, line.name]))
  return (
    <>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>
            {title} {reference}
          </Title>
          <DeliveryStatusBadge status={delivery.status} />
        </Group>
        {delivery.status === 'Announced' && (
          <CancelDeliveryButton
            clientId={clientId}
            deliveryId={delivery.id}
            reference={reference}
            onCancelled={() => void backToOverview()}
          />
        )}
      </Group>
      {delivery.justProcessed && <Alert color="blue">{t('deliveries.just_processed')}</Alert>}
      {delivery.status === 'Announced' ? (
        <DeliveryForm
          clientId={clientId}
          defaultValues={toDeliveryFormValues(delivery.fields, names)}
          sendLabel={t('common.buttons.save')}
          backTo={overview}
          onSend={async (fields) => {
            await update.mutateAsync(fields)
            showSnackbar({ message: t('deliveryOverview.saved', { reference }) })
            await backToOverview()
          }}
        />
      ) : (
        // It arrived, was received or cancelled: what a save would answer (409).
        <NotEditable message={t('deliveries.errors.not_allowed')} backTo={overview} />
      )}
      <HistorySection history={history} />
    </>
  )
}
