import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useCreateConceptDelivery } from '../api/concept-deliveries'
import { useCreateDelivery } from '../api/create-delivery'
import { DeliveryForm } from '../components/DeliveryForm'
import { newDeliveryForm, type DeliveryFields } from '../components/delivery-values'

/** delivery.concept.create: a new delivery for the current account, sent to the warehouse or saved as a concept. */
export default function DeliveryCreatePage() {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const title = useRouteTitle()
  if (!can(level, 'deliveries.write')) return <Navigate to={routePath('403')} replace />
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {client ? <CreateDelivery key={client.id} clientId={client.id} /> : <Text>{t('auth.pleaseSelectAccount')}</Text>}
    </Stack>
  )
}

/** The form of a new delivery: sending announces it and lands on the delivery overview; a concept lands on the concept list. */
function CreateDelivery({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const saveConcept = useCreateConceptDelivery(clientId)
  const send = useCreateDelivery(clientId)

  const onSaveConcept = async (fields: DeliveryFields) => {
    const concept = await saveConcept.mutateAsync(fields)
    showSnackbar({ message: t('deliveryForm.saved.concept', { reference: concept.fields.reference }) })
    await navigate(routePath('delivery.concept'))
  }

  const onSend = async (fields: DeliveryFields) => {
    const delivery = await send.mutateAsync(fields)
    showSnackbar({ message: t('deliveryForm.saved.sent', { reference: delivery.fields.reference }) })
    await navigate(routePath('delivery.index'))
  }

  return (
    <DeliveryForm clientId={clientId} defaultValues={newDeliveryForm()} onSend={onSend} onSaveConcept={onSaveConcept} />
  )
}
