import { Alert, Button, List, Loader, Stack, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { routePath } from '@/config/paths'
import { useRouteTitle } from '@/app/use-route-title'
import { showSnackbar } from '@/components/snackbar'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { translateError } from '@/lib/translate-message'
import { useConceptProduct, type ConceptProduct } from '../api/concept-products'
import { useSendConceptProducts } from '../api/concept-products'
import { useUpdateConceptProduct } from '../api/concept-products'
import { ProductForm } from '../components/form/ProductForm'
import type { ConceptErrors } from '@/lib/concept-errors'
import { describeProductErrors, showConceptErrors } from '../components/form/field-errors'
import { toFormValues } from '../components/form/product-form-values'
import { useProductForm } from '../components/form/use-product-form'

/** product.edit: one concept product in the product form, with its stored errors on its fields; save it or send it. */
export default function ConceptProductEditPage() {
  const { t } = useTranslation()
  const params = useParams()
  const clientId = Number(params.clientId)
  const conceptId = Number(params.conceptProductId)
  const concept = useConceptProduct(clientId, conceptId)
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {concept.isError && <Alert color="red">{translateError(t, concept.error)}</Alert>}
      {concept.isPending && <Loader aria-label={t('common.loading')} />}
      {concept.data && <EditConcept key={concept.data.id} clientId={clientId} concept={concept.data} />}
    </Stack>
  )
}

function EditConcept({ clientId, concept }: { clientId: number; concept: ConceptProduct }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const canWrite = can(useProfile().level, 'products.write')
  const update = useUpdateConceptProduct(clientId, concept.id)
  const send = useSendConceptProducts(clientId)
  const { form, alert, setAlert, submitWith } = useProductForm(toFormValues(concept.fields))

  // Errors of names the form has no field for, shown above the form.
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  const showErrors = (errors: ConceptErrors) =>
    setOtherErrors(describeProductErrors(t, showConceptErrors(form, errors)))

  // The errors the concept was stored with (an import, an earlier bulk edit) show on its fields at once.
  useEffect(() => {
    // showConceptErrors writes the errors into react-hook-form, outside React's state, and answers those
    // of names the form has no field for; they can only be known once the form took the others.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOtherErrors(describeProductErrors(t, showConceptErrors(form, concept.errors)))
  }, [t, form, concept.errors])

  const save = submitWith(async (fields) => {
    await update.mutateAsync(fields)
    showSnackbar({ message: t('conceptProducts.edit.saved', { articleNumber: fields.articleNumber }) })
    await navigate(routePath('product.concept'))
  })

  // Sending sends what the form shows: it is saved first, and sent once the API took it.
  const saveAndSend = submitWith(async (fields) => {
    await update.mutateAsync(fields)
    const { failed } = await send.mutateAsync([concept.id])
    if (failed.length > 0) {
      showErrors(failed[0].errors)
      setAlert(t('conceptProducts.edit.sendFailed'))
      return
    }
    showSnackbar({ message: t('conceptProducts.edit.sent', { articleNumber: fields.articleNumber }) })
    await navigate(routePath('product.index'))
  })

  const busy = form.formState.isSubmitting
  const [clicked, setClicked] = useState<'save' | 'send'>('save')
  return (
    <>
      {!canWrite && <Alert color="blue">{t('conceptProducts.edit.readOnly')}</Alert>}
      {canWrite && concept.hasErrors && <Alert color="orange">{t('conceptProducts.edit.hasErrors')}</Alert>}
      {otherErrors.length > 0 && (
        <Alert color="red">
          <List size="sm">
            {otherErrors.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <ProductForm
        form={form}
        onSubmit={save}
        alert={alert}
        readOnly={!canWrite}
        actions={
          canWrite && (
            <>
              <Button
                type="submit"
                variant="light"
                onClick={() => setClicked('save')}
                loading={busy && clicked === 'save'}
              >
                {t('common.buttons.save')}
              </Button>
              <Button
                type="button"
                onClick={(event) => {
                  setClicked('send')
                  void saveAndSend(event)
                }}
                loading={busy && clicked === 'send'}
              >
                {t('common.buttons.send')}
              </Button>
            </>
          )
        }
      />
    </>
  )
}
