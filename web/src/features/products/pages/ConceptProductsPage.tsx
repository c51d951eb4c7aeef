import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { ConceptListScreen } from '@/components/concepts/ConceptListScreen'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { useDeleteConceptProducts } from '../api/concept-products'
import { useConceptProducts } from '../api/concept-products'
import { useSendConceptProducts } from '../api/concept-products'
import { ConceptProductTable } from '../components/concepts/ConceptProductTable'
import { ProductBulkEditModal } from '../components/concepts/ProductBulkEditModal'

/** product.concept: the account's concept products, flagged 'To adjust' or 'Ready', to edit, bulk edit, send or delete. */
export default function ConceptProductsPage() {
  const { t } = useTranslation()
  const { client } = useProfile()
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {client ? <ConceptProducts key={client.id} clientId={client.id} /> : <Text>{t('auth.pleaseSelectAccount')}</Text>}
    </Stack>
  )
}

function ConceptProducts({ clientId }: { clientId: number }) {
  return (
    <ConceptListScreen
      importPath={routePath('product.importGuide')}
      texts="conceptProducts"
      canWrite={can(useProfile().level, 'products.write')}
      clientId={clientId}
      useList={useConceptProducts}
      send={useSendConceptProducts(clientId)}
      remove={useDeleteConceptProducts(clientId)}
      bulkEditDialog={(dialog) => <ProductBulkEditModal clientId={clientId} {...dialog} />}
      table={(list) => <ConceptProductTable clientId={clientId} {...list} />}
    />
  )
}
