import { useTranslation } from 'react-i18next'
import { ExportMenu } from '@/components/ExportMenu'
import { EnumFilter } from '@/components/list/EnumFilter'
import { FilterBar } from '@/components/list/FilterBar'
import { ReadOnlyListScreen } from '@/components/list/ReadOnlyListScreen'
import { exportStockBatchReport } from '../api/export-batch-report'
import { useStockBatches } from '../api/batch-report'
import { batchColumns } from '../components/batch-columns'
import * as filters from '../components/batch-filters'
import { ExpiresWithinFilter } from '../components/ExpiresWithinFilter'

/**
 * stock.batchReport: the current account's stock per product, lot and batch status, soonest
 * best-before date first, searched, of one status or all and expiring within so many days; lots past
 * their best-before date stand out. Exportable as 'stock batch report'.
 */
export default function StockBatchReportPage() {
  const { t } = useTranslation()
  return (
    <ReadOnlyListScreen
      texts="stockBatchReport"
      filters={filters}
      useList={useStockBatches}
      columns={batchColumns}
      filterBar={(current, onChange) => (
        <FilterBar
          filters={current}
          onChange={onChange}
          searchPlaceholder={t('stockBatchReport.searchPlaceholder')}
          searchWidth={280}
        >
          <EnumFilter
            label={t('stockBatchReport.filters.status')}
            values={filters.batchStatuses}
            labelOf={(status) => t(`products.batchStatus.${status}`)}
            value={current.status}
            onChange={(status) => onChange({ status })}
            placeholder={t('stockBatchReport.filters.allStatuses')}
          />
          <ExpiresWithinFilter
            label={t('stockBatchReport.filters.expiresWithin')}
            value={current.expiresWithin}
            onChange={(expiresWithin) => onChange({ expiresWithin })}
          />
        </FilterBar>
      )}
      actions={(clientId, current) => (
        <ExportMenu
          onExport={(format) => exportStockBatchReport(clientId, current, format)}
          formatLabel={(format) => t(`stockBatchReport.export.${format}`)}
          startedMessage={t('stockBatchReport.export.started')}
        />
      )}
    />
  )
}
