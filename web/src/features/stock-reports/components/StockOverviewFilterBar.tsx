import { useTranslation } from 'react-i18next'
import { DateFilterInput } from '@/components/list/DateFilterInput'
import type { FilterChange } from '@/components/list/OverviewScreen'
import { ProductFilterBar } from '@/components/products/ProductFilterBar'
import { todayInAmsterdam } from '@/lib/format'
import type { StockOverviewFilters } from './stock-overview-filters'

interface StockOverviewFilterBarProps {
  filters: StockOverviewFilters
  onChange: FilterChange<StockOverviewFilters>
}

/**
 * The product overview's search and filters, and 'Stock on': a day up to today whose closing figures
 * to show. A past day has no stock alert to filter by, so that filter makes way while one is chosen.
 */
export function StockOverviewFilterBar({ filters, onChange }: StockOverviewFilterBarProps) {
  const { t } = useTranslation()
  return (
    <ProductFilterBar filters={filters} onChange={onChange} withStockAlert={filters.date === null}>
      <DateFilterInput
        label={t('stockOverview.filters.date')}
        description={t('stockOverview.filters.dateHint')}
        value={filters.date ?? ''}
        max={todayInAmsterdam()}
        onChange={(date) => onChange({ date: date || null })}
        w={180}
      />
    </ProductFilterBar>
  )
}
