import { useTranslation } from 'react-i18next'
import { ImportGuide } from '@/components/import/ImportGuide'
import { routePath } from '@/config/paths'
import { salesOrderImportTemplateUrl, useImportConceptSalesOrders } from '../api/import-concept-sales-orders'
import { salesOrderColumnLabel, salesOrderGuideGroups } from '../components/import/sales-order-import-columns'

const fileRules = ['rows', 'dates', 'limits', 'allOrNothing', 'rowErrors'] as const

/** salesOrder.importGuide: import concept orders from a file, one row per order line, with the guide to its columns. */
export default function SalesOrderImportGuidePage() {
  const { t } = useTranslation()
  return (
    <ImportGuide
      capability="orders.write"
      texts="salesOrderImport"
      templateUrl={salesOrderImportTemplateUrl}
      useImport={useImportConceptSalesOrders}
      fileRules={fileRules}
      columns={salesOrderGuideGroups(t)}
      listPath={routePath('salesOrder.concept')}
      columnLabel={(column) => salesOrderColumnLabel(t, column)}
    />
  )
}
