import { Button, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { routePath } from '@/config/paths'
import { useRouteTitle } from '@/app/use-route-title'
import { showSnackbar } from '@/components/snackbar'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useCreateConceptProduct } from '../api/concept-products'
import { ProductForm } from '../components/form/ProductForm'
import { newProductForm } from '../components/form/product-form-values'
import { useProductForm } from '../components/form/use-product-form'

/** product.create: a new product, saved as a concept to be sent from the concept list. */
export default function ProductCreatePage() {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const title = useRouteTitle()
  if (!can(level, 'products.write')) return <Navigate to={routePath('403')} replace />
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {client ? <CreateProduct key={client.id} clientId={client.id} /> : <Text>{t('auth.pleaseSelectAccount')}</Text>}
    </Stack>
  )
}

function CreateProduct({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateConceptProduct(clientId)
  const { form, alert, submitWith } = useProductForm(newProductForm)
  const save = submitWith(async (fields) => {
    await create.mutateAsync(fields)
    showSnackbar({ message: t('conceptProducts.create.saved', { articleNumber: fields.articleNumber }) })
    await navigate(routePath('product.concept'))
  })
  return (
    <ProductForm
      form={form}
      onSubmit={save}
      alert={alert}
      actions={
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('common.buttons.save')}
        </Button>
      }
    />
  )
}
