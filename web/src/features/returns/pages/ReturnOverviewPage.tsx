import { useTranslation } from 'react-i18next'
import { ExportMenu } from '@/components/ExportMenu'
import { DateRangeFilter } from '@/components/list/DateRangeFilter'
import { FilterBar } from '@/components/list/FilterBar'
import { ReadOnlyListScreen } from '@/components/list/ReadOnlyListScreen'
import { exportReturns } from '../api/export-returns'
import { useReturns } from '../api/list-returns'
import { returnColumns } from '../components/return-columns'
import * as filters from '../components/return-filters'

/** returns.index: the current account's return rows, searched and from From to To, exportable as 'returns'. */
export default function ReturnOverviewPage() {
  const { t } = useTranslation()
  return (
    <ReadOnlyListScreen
      texts="returnOverview"
      filters={filters}
      useList={useReturns}
      columns={returnColumns}
      filterBar={(current, onChange) => (
        <FilterBar
          filters={current}
          onChange={onChange}
          searchPlaceholder={t('returnOverview.searchPlaceholder')}
          searchWidth={280}
        >
          <DateRangeFilter
            range={current}
            onChange={onChange}
            labels={{ from: t('returnOverview.filters.from'), to: t('returnOverview.filters.to') }}
          />
        </FilterBar>
      )}
      actions={(clientId, current) => (
        <ExportMenu
          onExport={(format) => exportReturns(clientId, current, format)}
          formatLabel={(format) => t(`returnOverview.export.${format}`)}
          startedMessage={t('returnOverview.export.started')}
        />
      )}
    />
  )
}
