import { Alert, Loader, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { routePath } from '@/config/paths'
import { useRouteTitle } from '@/app/use-route-title'
import { ConceptEditor } from '@/components/concepts/ConceptEditor'
import { showSnackbar } from '@/components/snackbar'
import { translateError } from '@/lib/translate-message'
import { conceptProducts, type ConceptProduct } from '../api/concept-products'
import { ProductForm } from '../components/form/ProductForm'
import { describeProductErrors } from '../components/form/field-errors'
import { toFormValues } from '../components/form/product-form-values'

/** product.edit: one concept product in the product form, with its stored errors on its fields; save it or send it. */
export default function ConceptProductEditPage() {
  const { t } = useTranslation()
  const params = useParams()
  const clientId = Number(params.clientId)
  const conceptId = Number(params.conceptProductId)
  const concept = conceptProducts.useConcept(clientId, conceptId)
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
  return (
    <ConceptEditor
      clientId={clientId}
      concept={concept}
      formValues={toFormValues}
      concepts={conceptProducts}
      texts="conceptProducts"
      capability="products.write"
      describeErrors={describeProductErrors}
      onSaved={async (saved) => {
        showSnackbar({ message: t('conceptProducts.edit.saved', { articleNumber: saved.fields.articleNumber }) })
        await navigate(routePath('product.concept'))
      }}
      onSent={async (saved) => {
        showSnackbar({ message: t('conceptProducts.edit.sent', { articleNumber: saved.fields.articleNumber }) })
        await navigate(routePath('product.index'))
      }}
    >
      {(form) => <ProductForm readOnly={!form.onSaveConcept} backTo={routePath('product.concept')} {...form} />}
    </ConceptEditor>
  )
}
