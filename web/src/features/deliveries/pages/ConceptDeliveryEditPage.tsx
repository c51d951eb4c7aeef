import { Alert, List, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { PageLoader } from '@/components/PageLoader'
import { RecordUnavailable, recordId } from '@/components/RecordUnavailable'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { ApiError } from '@/lib/api/errors'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import type { ConceptErrors } from '@/lib/concept-errors'
import { useConceptDelivery, type ConceptDelivery } from '../api/get-concept-delivery'
import { useSendConceptDeliveries } from '../api/send-concept-deliveries'
import { useUpdateConceptDelivery } from '../api/update-concept-delivery'
import { DeliveryForm } from '../components/DeliveryForm'
import { describeDeliveryErrors } from '../components/delivery-errors'
import { toDeliveryFormValues, type DeliveryFields } from '../components/delivery-values'

/** delivery.concept.edit: one concept delivery of the current account in the delivery form, its errors on its fields; save or send it. */
export default function ConceptDeliveryEditPage() {
  const { t } = useTranslation()
  const { client } = useProfile()
  const conceptId = recordId(useParams().deliveryId)
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
  // The errors the concept has now: stored with it (an import, a bulk edit), or those its send was refused with.
  const [errors, setErrors] = useState<ConceptErrors>(concept.errors)
  const [defaultValues] = useState(() => toDeliveryFormValues(concept.fields))

  const save = async (fields: DeliveryFields) => {
    const saved = await update.mutateAsync(fields)
    setErrors(saved.errors)
    return saved
  }

  const onSaveConcept = async (fields: DeliveryFields) => {
    const saved = await save(fields)
    showSnackbar({ message: t('conceptDeliveries.edit.saved', { reference: saved.fields.reference }) })
    await navigate(routePath('delivery.concept'))
  }

  // Sending sends what the form shows: it is saved first, and sent once the API took it.
  const onSend = async (fields: DeliveryFields) => {
    const saved = await save(fields)
    const { failed } = await send.mutateAsync([concept.id])
    if (failed.length > 0) {
      setErrors({ ...failed[0].errors })
      // Refused like a 422: the form says so above its buttons; the errors are on the fields.
      throw new ApiError(422, 'conceptDeliveries.edit.sendFailed')
    }
    showSnackbar({ message: t('deliveryForm.saved.sent', { reference: saved.fields.reference }) })
    await navigate(routePath('delivery.index'))
  }

  const described = describeDeliveryErrors(t, errors)
  return (
    <>
      {!canWrite && <Alert color="blue">{t('conceptDeliveries.edit.readOnly')}</Alert>}
      {described.length > 0 && (
        <Alert color="orange">
          {/* No title: the alert's orange title misses WCAG contrast on its light background. */}
          <Text size="sm" fw={500}>
            {t('conceptDeliveries.edit.hasErrors')}
          </Text>
          <List size="sm">
            {described.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
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
