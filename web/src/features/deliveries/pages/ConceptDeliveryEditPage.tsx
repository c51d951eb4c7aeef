import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { AccountPage } from '@/components/AccountPage'
import { PageLoader } from '@/components/PageLoader'
import { ConceptEditor } from '@/components/concepts/ConceptEditor'
import { RecordUnavailable, recordId } from '@/components/RecordUnavailable'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { conceptDeliveries, type ConceptDelivery } from '../api/concept-deliveries'
import { DeliveryForm } from '../components/DeliveryForm'
import { describeDeliveryErrors } from '../components/delivery-errors'
import { toDeliveryFormValues } from '../components/delivery-values'

/** delivery.concept.edit: one concept delivery of the current account in the delivery form, its errors on its fields; save or send it. */
export default function ConceptDeliveryEditPage() {
  const conceptId = recordId(useParams().conceptDeliveryId)
  if (conceptId === null) return <RecordUnavailable />
  return <AccountPage>{(clientId) => <LoadConcept clientId={clientId} conceptId={conceptId} />}</AccountPage>
}

function LoadConcept({ clientId, conceptId }: { clientId: number; conceptId: number }) {
  const concept = conceptDeliveries.useConcept(clientId, conceptId)
  if (concept.isPending) return <PageLoader />
  if (concept.isError) return <RecordUnavailable error={concept.error} />
  return <EditConcept key={concept.data.id} clientId={clientId} concept={concept.data} />
}

function EditConcept({ clientId, concept }: { clientId: number; concept: ConceptDelivery }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const update = conceptDeliveries.useUpdate(clientId, concept.id)
  const send = conceptDeliveries.useSend(clientId)
  const [defaultValues] = useState(() => toDeliveryFormValues(concept.fields))
  return (
    <ConceptEditor
      conceptId={concept.id}
      storedErrors={concept.errors}
      texts="conceptDeliveries"
      canWrite={can(useProfile().level, 'deliveries.write')}
      update={update.mutateAsync}
      send={send.mutateAsync}
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
      {(actions) => (
        <DeliveryForm
          clientId={clientId}
          defaultValues={defaultValues}
          backTo={routePath('delivery.concept')}
          {...actions}
        />
      )}
    </ConceptEditor>
  )
}
