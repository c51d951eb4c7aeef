import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConceptEditor } from '@/components/concepts/ConceptEditor'
import { AccountRecord } from '@/components/RecordUnavailable'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { conceptDeliveries, type ConceptDelivery } from '../api/concept-deliveries'
import { DeliveryForm } from '../components/DeliveryForm'
import { describeDeliveryErrors } from '../components/delivery-errors'
import { toDeliveryFormValues } from '../components/delivery-values'

/** delivery.concept.edit: one concept delivery of the current account in the delivery form, its errors on its fields; save or send it. */
export default function ConceptDeliveryEditPage() {
  return (
    <AccountRecord useRecord={conceptDeliveries.useConcept} idParam="conceptDeliveryId">
      {(concept, clientId) => <EditConcept clientId={clientId} concept={concept} />}
    </AccountRecord>
  )
}

function EditConcept({ clientId, concept }: { clientId: number; concept: ConceptDelivery }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <ConceptEditor
      clientId={clientId}
      concept={concept}
      formValues={toDeliveryFormValues}
      concepts={conceptDeliveries}
      texts="conceptDeliveries"
      capability="deliveries.write"
      describeErrors={describeDeliveryErrors}
      onSaved={async (saved) => {
        showSnackbar({ message: t('conceptDeliveries.edit.saved', { reference: saved.fields.reference }) })
        await navigate(routePath('delivery.concept'))
      }}
      onSent={async (saved) => {
        showSnackbar({ message: t('deliveryForm.saved.sent', { reference: saved.fields.reference }) })
        await navigate(routePath('delivery.index'))
      }}
    >
      {(form) => <DeliveryForm clientId={clientId} backTo={routePath('delivery.concept')} {...form} />}
    </ConceptEditor>
  )
}
