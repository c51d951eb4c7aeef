import { useRouteTitle } from '@/app/use-route-title'
import { ConceptListPage } from '@/components/concepts/ConceptListPage'
import { routePath } from '@/config/paths'
import { conceptSalesOrders } from '../api/concept-sales-orders'
import { ConceptSalesOrderTable } from '../components/concepts/ConceptSalesOrderTable'
import { SalesOrderBulkEditModal } from '../components/concepts/SalesOrderBulkEditModal'

/** salesOrder.concept: the account's concept orders, flagged 'To adjust' or 'Ready', to edit, bulk edit, send or delete. */
export default function ConceptSalesOrdersPage() {
  return (
    <ConceptListPage
      title={useRouteTitle()}
      capability="orders.write"
      texts="conceptSalesOrders"
      concepts={conceptSalesOrders}
      importPath={routePath('salesOrder.importGuide')}
      bulkEditDialog={(dialog, clientId) => <SalesOrderBulkEditModal clientId={clientId} {...dialog} />}
      table={(list) => <ConceptSalesOrderTable {...list} />}
    />
  )
}
