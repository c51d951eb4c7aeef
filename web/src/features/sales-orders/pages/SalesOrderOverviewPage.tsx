import { useTranslation } from 'react-i18next'
import { ExportMenu } from '@/components/ExportMenu'
import { OverviewScreen } from '@/components/list/OverviewScreen'
import { exportSalesOrders, type SalesOrderExportKind } from '../api/export-sales-orders'
import { useSalesOrders } from '../api/list-sales-orders'
import { SalesOrderFilterBar } from '../components/overview/SalesOrderFilterBar'
import { SalesOrderOverviewTable } from '../components/overview/SalesOrderOverviewTable'
import * as filters from '../components/overview/sales-order-filters'

const exportKinds: readonly SalesOrderExportKind[] = ['orders', 'orderlines']

/** salesOrder.overview: the current account's sales orders, searchable, filterable and exportable. */
export default function SalesOrderOverviewPage() {
  const { t } = useTranslation()
  return (
    <OverviewScreen
      filters={filters}
      useList={useSalesOrders}
      totalKey="salesOrderOverview.total"
      actions={(clientId, current) => (
        <ExportMenu
          kinds={exportKinds.map((kind) => ({
            label: t(`salesOrderOverview.export.${kind}`),
            onExport: (format) => exportSalesOrders(clientId, kind, current, format),
          }))}
          formatLabel={(format) => t(`salesOrderOverview.export.format.${format}`)}
          startedMessage={t('salesOrderOverview.export.started')}
        />
      )}
      filterBar={(current, onChange) => <SalesOrderFilterBar filters={current} onChange={onChange} />}
      table={(list) => <SalesOrderOverviewTable {...list} />}
    />
  )
}
