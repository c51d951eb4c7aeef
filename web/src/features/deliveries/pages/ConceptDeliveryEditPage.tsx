import { Alert, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { PageLoader } from '@/components/PageLoader'
import { ConceptErrorList } from '@/components/concepts/ConceptErrorList'
import { useConceptEdit } from '@/components/concepts/use-concept-edit'
import { RecordUnavailable, recordId } from '@/components/RecordUnavailable'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useConceptDelivery, type ConceptDelivery } from '../api/concept-deliveries'
import { useSendConceptDeliveries } from '../api/concept-deliveries'
import { useUpdateConceptDelivery } from '../api/concept-deliveries'
import { DeliveryForm } from '../components/DeliveryForm'
import { describeDeliveryErrors } from '../components/delivery-errors'
import { toDeliveryFormValues, type DeliveryFields } from '../components/delivery-values'

/** delivery.concept.edit: one concept delivery of the current account in the delivery form, its errors on its fields; save or send it. */
export default function ConceptDeliveryEditPage() {
  const { t } = useTranslation()
  const { client } = useProfile()
  const conceptId = recordId(useParams().conceptDeliveryId)
  const title = useRouteTitle()
  if (conceptId === null) return <RecordUnavailable />
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {client ? (
        <LoadConcept key={client.id} clientId={client.id} conceptId={conceptId} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

function LoadConcept({ clientId, conceptId }: { clientId: number; conceptId: number }) {
  const concept = useConceptDelivery(clientId, conceptId)
  if (concept.isPending) return <PageLoader />
  if (concept.isError) return <RecordUnavailable error={concept.error} />
  return <EditConcept key={concept.data.id} clientId={clientId} concept={concept.data} />
}

function EditConcept({ clientId, concept }: { clientId: number; concept: ConceptDelivery }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const canWrite = can(useProfile().level, 'deliveries.write')
  const update = useUpdateConceptDelivery(clientId, concept.id)
  const send = useSendConceptDeliveries(clientId)
  const { errors, save, saveAndSend } = useConceptEdit(concept.id, concept.errors, {
    update: update.mutateAsync,
    send: send.mutateAsync,
    sendFailed: 'conceptDeliveries.edit.sendFailed',
  })
  const [defaultValues] = useState(() => toDeliveryFormValues(concept.fields))

  const onSaveConcept = async (fields: DeliveryFields) => {
    const saved = await save(fields)
    showSnackbar({ message: t('conceptDeliveries.edit.saved', { reference: saved.fields.reference }) })
    await navigate(routePath('delivery.concept'))
  }

  // Sending sends what the form shows: it is saved first, and sent once the API took it.
  const onSend = async (fields: DeliveryFields) => {
    const saved = await saveAndSend(fields)
    showSnackbar({ message: t('deliveryForm.saved.sent', { reference: saved.fields.reference }) })
    await navigate(routePath('delivery.index'))
  }

  return (
    <>
      {!canWrite && <Alert color="blue">{t('conceptDeliveries.edit.readOnly')}</Alert>}
      <ConceptErrorList heading={t('conceptDeliveries.edit.hasErrors')} lines={describeDeliveryErrors(t, errors)} />
      <DeliveryForm
        clientId={clientId}
        defaultValues={defaultValues}
        storedErrors={errors}
        onSend={canWrite ? onSend : undefined}
        onSaveConcept={canWrite ? onSaveConcept : undefined}
      />
    </>
  )
}
