import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AccountPage } from '@/components/AccountPage'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { conceptDeliveries } from '../api/concept-deliveries'
import { useCreateDelivery } from '../api/create-delivery'
import { DeliveryForm } from '../components/DeliveryForm'
import { newDeliveryForm, type DeliveryFields } from '../components/delivery-values'

/** delivery.concept.create: a new delivery for the current account, sent to the warehouse or saved as a concept. */
export default function DeliveryCreatePage() {
  return <AccountPage capability="deliveries.write">{(clientId) => <CreateDelivery clientId={clientId} />}</AccountPage>
}

/** The form of a new delivery: sending announces it and lands on the delivery overview; a concept lands on the concept list. */
function CreateDelivery({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const saveConcept = conceptDeliveries.useCreate(clientId)
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
    <DeliveryForm
      clientId={clientId}
      defaultValues={newDeliveryForm()}
      onSend={onSend}
      onSaveConcept={onSaveConcept}
      backTo={routePath('delivery.index')}
    />
  )
}
