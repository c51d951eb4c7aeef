import { useTranslation } from 'react-i18next'
import { DateFilterInput } from '@/components/list/DateFilterInput'
import { EnumFilter } from '@/components/list/EnumFilter'
import { FilterBar } from '@/components/list/FilterBar'
import { FoldedFilters } from '@/components/list/FoldedFilters'
import type { FilterChange } from '@/components/list/OverviewScreen'
import { SortFilter } from '@/components/list/SortFilter'
import {
  activeFilterCount,
  defaultDirection,
  onHoldValues,
  salesOrderSorts,
  salesOrderSources,
  salesOrderStatuses,
  type SalesOrderOverviewFilters,
} from './sales-order-filters'

/** Wide enough for the longest label on one line ('Orderdatum: Tot en met'). */
const DATE_WIDTH = 200

interface SalesOrderFilterBarProps {
  filters: SalesOrderOverviewFilters
  onChange: FilterChange<SalesOrderOverviewFilters>
}

/**
 * Search (order number, reference, customer, email or postal code), status, source, on hold, the order
 * date's range and the sort; on a phone all but the search fold behind 'Filters'.
 */
export function SalesOrderFilterBar({ filters, onChange }: SalesOrderFilterBarProps) {
  const { t } = useTranslation()
  const all = t('salesOrderOverview.filters.allOptions')
  return (
    <FilterBar
      filters={filters}
      onChange={onChange}
      searchPlaceholder={t('salesOrderOverview.searchPlaceholder')}
      searchWidth={300}
    >
      <FoldedFilters active={activeFilterCount(filters)}>
        <EnumFilter
          label={t('salesOrderOverview.filters.status')}
          values={salesOrderStatuses}
          labelOf={(status) => t(`salesOrderOverview.status.${status}`)}
          value={filters.status}
          onChange={(status) => onChange({ status })}
          placeholder={all}
        />
        <EnumFilter
          label={t('salesOrderOverview.filters.source')}
          values={salesOrderSources}
          labelOf={(source) => t(`salesOrderOverview.source.${source}`)}
          value={filters.source}
          onChange={(source) => onChange({ source })}
          placeholder={all}
        />
        <EnumFilter
          label={t('salesOrderOverview.filters.onHold')}
          values={onHoldValues}
          labelOf={(onHold) => t(`salesOrderOverview.filters.${onHold === '1' ? 'onHoldOnly' : 'notOnHold'}`)}
          value={filters.onHold}
          onChange={(onHold) => onChange({ onHold })}
          placeholder={all}
        />
        <DateFilterInput
          label={`${t('salesOrderOverview.filters.dateRange')}: ${t('salesOrderOverview.filters.dateFrom')}`}
          value={filters.dateFrom}
          max={filters.dateTo || undefined}
          onChange={(dateFrom) => onChange({ dateFrom })}
          w={DATE_WIDTH}
        />
        <DateFilterInput
          label={`${t('salesOrderOverview.filters.dateRange')}: ${t('salesOrderOverview.filters.dateTo')}`}
          value={filters.dateTo}
          min={filters.dateFrom || undefined}
          onChange={(dateTo) => onChange({ dateTo })}
          w={DATE_WIDTH}
        />
        <SortFilter
          texts="salesOrderOverview"
          sorts={salesOrderSorts}
          value={filters.sort}
          onChange={(sort) => onChange({ sort, direction: defaultDirection(sort) })}
        />
      </FoldedFilters>
    </FilterBar>
  )
}
