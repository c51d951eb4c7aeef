import { ImportGuide } from '@/components/import/ImportGuide'
import { routePath } from '@/config/paths'
import { conceptSalesOrders } from '../api/concept-sales-orders'
import { salesOrderImportFile } from '../components/import/sales-order-import-columns'

const fileRules = ['rows', 'dates', 'limits', 'allOrNothing', 'rowErrors'] as const

/** salesOrder.importGuide: import concept orders from a file, one row per order line, with the guide to its columns. */
export default function SalesOrderImportGuidePage() {
  return (
    <ImportGuide
      capability="orders.write"
      texts="salesOrderImport"
      concepts={conceptSalesOrders}
      fileRules={fileRules}
      file={salesOrderImportFile}
      listPath={routePath('salesOrder.concept')}
    />
  )
}
