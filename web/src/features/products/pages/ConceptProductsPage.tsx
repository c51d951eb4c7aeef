import { useRouteTitle } from '@/app/use-route-title'
import { ConceptListPage } from '@/components/concepts/ConceptListPage'
import { routePath } from '@/config/paths'
import { conceptProducts } from '../api/concept-products'
import { ConceptProductTable } from '../components/concepts/ConceptProductTable'
import { ProductBulkEditModal } from '../components/concepts/ProductBulkEditModal'

/** product.concept: the account's concept products, flagged 'To adjust' or 'Ready', to edit, bulk edit, send or delete. */
export default function ConceptProductsPage() {
  return (
    <ConceptListPage
      title={useRouteTitle()}
      capability="products.write"
      texts="conceptProducts"
      concepts={conceptProducts}
      importPath={routePath('product.importGuide')}
      bulkEditDialog={(dialog, clientId) => <ProductBulkEditModal clientId={clientId} {...dialog} />}
      table={(list, clientId) => <ConceptProductTable clientId={clientId} {...list} />}
    />
  )
}
