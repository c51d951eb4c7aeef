import { useTranslation } from 'react-i18next'
import { ExportMenu } from '@/components/ExportMenu'
import { OverviewScreen } from '@/components/list/OverviewScreen'
import { exportStockOverview } from '../api/export-stock-overview'
import { useStockOverview } from '../api/stock-overview'
import { StockOverviewFilterBar } from '../components/StockOverviewFilterBar'
import { StockOverviewTable } from '../components/StockOverviewTable'
import * as filters from '../components/stock-overview-filters'

/**
 * stock.index: the current account's products with their stock, status and usage, now or at the end
 * of a past day, searchable, filterable and exportable as 'stock overview'.
 */
export default function StockOverviewPage() {
  const { t } = useTranslation()
  return (
    <OverviewScreen
      filters={filters}
      useList={useStockOverview}
      totalKey="stockOverview.total"
      actions={(clientId, current) => (
        <ExportMenu
          onExport={(format) => exportStockOverview(clientId, current, format)}
          formatLabel={(format) => t(`stockOverview.export.${format}`)}
          startedMessage={t('stockOverview.export.started')}
        />
      )}
      filterBar={(current, onChange) => <StockOverviewFilterBar filters={current} onChange={onChange} />}
      table={(list) => <StockOverviewTable {...list} />}
    />
  )
}
