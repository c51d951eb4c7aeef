import { Alert, Loader, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { ConceptErrorList } from '@/components/concepts/ConceptErrorList'
import { useConceptEdit } from '@/components/concepts/use-concept-edit'
import { showSnackbar } from '@/components/snackbar'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { translateError } from '@/lib/translate-message'
import { findSalesOrderId } from '../api/find-sales-order'
import { useConceptSalesOrder, type ConceptSalesOrder } from '../api/concept-sales-orders'
import { useSendConceptSalesOrders } from '../api/concept-sales-orders'
import { useUpdateConceptSalesOrder } from '../api/concept-sales-orders'
import { SalesOrderForm } from '../components/SalesOrderForm'
import { describeSalesOrderErrors } from '../components/sales-order-errors'
import { toFormValues, type SalesOrderFields } from '../components/sales-order-values'

/** salesOrder.concept.edit: one concept order of the current account in the order form, its errors on its fields; save or send it. */
export default function ConceptSalesOrderEditPage() {
  const { t } = useTranslation()
  const { client } = useProfile()
  const conceptId = Number(useParams().conceptSalesOrderId)
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {client ? (
        <LoadConcept key={client.id} clientId={client.id} conceptId={conceptId} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

function LoadConcept({ clientId, conceptId }: { clientId: number; conceptId: number }) {
  const { t } = useTranslation()
  const concept = useConceptSalesOrder(clientId, conceptId)
  if (concept.isError) return <Alert color="red">{translateError(t, concept.error)}</Alert>
  if (concept.isPending) return <Loader aria-label={t('common.loading')} />
  return <EditConcept key={concept.data.id} clientId={clientId} concept={concept.data} />
}

function EditConcept({ clientId, concept }: { clientId: number; concept: ConceptSalesOrder }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const canWrite = can(useProfile().level, 'orders.write')
  const update = useUpdateConceptSalesOrder(clientId, concept.id)
  const send = useSendConceptSalesOrders(clientId)
  const { errors, save, saveAndSend } = useConceptEdit(concept.id, concept.errors, {
    update: update.mutateAsync,
    send: send.mutateAsync,
    sendFailed: 'conceptSalesOrders.edit.sendFailed',
  })
  const [defaultValues] = useState(() => toFormValues(concept.fields))

  const onSaveConcept = async (fields: SalesOrderFields) => {
    const saved = await save(fields)
    showSnackbar({ message: t('conceptSalesOrders.edit.saved', { orderNumber: saved.fields.orderNumber }) })
    await navigate(routePath('salesOrder.concept'))
  }

  // Sending sends what the form shows: it is saved first, and sent once the API took it.
  const onSend = async (fields: SalesOrderFields) => {
    const saved = await saveAndSend(fields)
    const { orderNumber } = saved.fields
    showSnackbar({ message: t('conceptSalesOrders.edit.sent', { orderNumber }) })
    const salesOrderId = await findSalesOrderId(clientId, orderNumber)
    await navigate(
      salesOrderId === undefined
        ? routePath('salesOrder.overview')
        : routePath('salesOrder.show', { clientId, salesOrderId }),
    )
  }

  return (
    <>
      {!canWrite && <Alert color="blue">{t('conceptSalesOrders.edit.readOnly')}</Alert>}
      <ConceptErrorList heading={t('conceptSalesOrders.edit.hasErrors')} lines={describeSalesOrderErrors(t, errors)} />
      <SalesOrderForm
        clientId={clientId}
        defaultValues={defaultValues}
        handlingCosts={null}
        storedErrors={errors}
        onSend={canWrite ? onSend : undefined}
        onSaveConcept={canWrite ? onSaveConcept : undefined}
      />
    </>
  )
}
