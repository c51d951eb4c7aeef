import { useTranslation } from 'react-i18next'
import { EnumFilter } from '@/components/list/EnumFilter'
import { FilterBar } from '@/components/list/FilterBar'
import type { FilterChange } from '@/components/list/OverviewScreen'
import { SortFilter } from '@/components/list/SortFilter'
import { defaultDirection, deliverySorts, deliveryStatuses, type DeliveryOverviewFilters } from './delivery-filters'

interface DeliveryFilterBarProps {
  filters: DeliveryOverviewFilters
  onChange: FilterChange<DeliveryOverviewFilters>
}

/** Search (the reference), status and the sort. */
export function DeliveryFilterBar({ filters, onChange }: DeliveryFilterBarProps) {
  const { t } = useTranslation()
  return (
    <FilterBar
      filters={filters}
      onChange={onChange}
      searchPlaceholder={t('deliveryOverview.searchPlaceholder')}
      searchWidth={280}
    >
      <EnumFilter
        label={t('deliveryOverview.filters.status')}
        placeholder={t('deliveryOverview.filters.allStatuses')}
        values={deliveryStatuses}
        labelOf={(status) => t(`deliveryOverview.status.${status}`)}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        w={190}
      />
      <SortFilter
        texts="deliveryOverview"
        sorts={deliverySorts}
        value={filters.sort}
        onChange={(sort) => onChange({ sort, direction: defaultDirection(sort) })}
        w={190}
      />
    </FilterBar>
  )
}
