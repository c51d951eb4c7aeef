import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { routePath } from '@/config/paths'
import { AccountPage } from '@/components/AccountPage'
import { showSnackbar } from '@/components/snackbar'
import { conceptProducts } from '../api/concept-products'
import { ProductForm } from '../components/form/ProductForm'
import { newProductForm } from '../components/form/product-form-values'
import type { ProductFields } from '../components/form/product-fields'

/** product.create: a new product, sent to become a product or saved as a concept. */
export default function ProductCreatePage() {
  return <AccountPage capability="products.write">{(clientId) => <CreateProduct clientId={clientId} />}</AccountPage>
}

/**
 * A product is made only by sending a concept (the API has no other way in): 'Send' saves the form
 * as a concept and sends it. A concept the send refuses (its article number taken meanwhile) opens
 * in the concept's own page, with why at its fields.
 */
function CreateProduct({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = conceptProducts.useCreate(clientId)
  const send = conceptProducts.useSend(clientId)

  const onSaveConcept = async (fields: ProductFields) => {
    await create.mutateAsync(fields)
    showSnackbar({ message: t('conceptProducts.create.saved', { articleNumber: fields.articleNumber }) })
    await navigate(routePath('product.concept'))
  }

  const onSend = async (fields: ProductFields) => {
    const concept = await create.mutateAsync(fields)
    const { articleNumber } = fields
    const { failed } = await send.mutateAsync([concept.id])
    if (failed.length > 0) {
      showSnackbar({ message: t('conceptProducts.create.sendFailed', { articleNumber }) })
      await navigate(routePath('product.edit', { clientId, conceptProductId: concept.id }), { replace: true })
      return
    }
    showSnackbar({ message: t('conceptProducts.edit.sent', { articleNumber }) })
    await navigate(routePath('product.index'))
  }

  return (
    <ProductForm
      defaultValues={newProductForm}
      onSend={onSend}
      onSaveConcept={onSaveConcept}
      backTo={routePath('product.index')}
    />
  )
}
