import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { routePath } from '@/config/paths'
import { useRouteTitle } from '@/app/use-route-title'
import { ConceptEditor } from '@/components/concepts/ConceptEditor'
import { showSnackbar } from '@/components/snackbar'
import { PathRecord } from '@/components/RecordUnavailable'
import { conceptProducts, type ConceptProduct } from '../api/concept-products'
import { ProductForm } from '../components/form/ProductForm'
import { describeProductErrors } from '../components/form/field-errors'
import { toFormValues } from '../components/form/product-form-values'

/** product.edit: one concept product of the path's account in the product form, with its stored errors on its fields; save it or send it. */
export default function ConceptProductEditPage() {
  return (
    <Stack>
      <PathRecord useRecord={conceptProducts.useConcept} idParam="conceptProductId">
        {(concept, clientId) => <EditConcept clientId={clientId} concept={concept} />}
      </PathRecord>
    </Stack>
  )
}

function EditConcept({ clientId, concept }: { clientId: number; concept: ConceptProduct }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <>
      <Title order={1}>{useRouteTitle()}</Title>
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
    </>
  )
}
