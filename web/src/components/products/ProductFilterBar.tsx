import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EnumFilter } from '@/components/list/EnumFilter'
import { FilterBar } from '@/components/list/FilterBar'
import type { FilterChange } from '@/components/list/OverviewScreen'
import { productStatuses, productTypes, stockAlerts, type ProductOverviewFilters } from './product-filters'

interface ProductFilterBarProps {
  filters: ProductOverviewFilters
  onChange: FilterChange<ProductOverviewFilters>
  /** Without it, the stock alert filter is not offered (the stock overview's past day has no alert to filter by). */
  withStockAlert?: boolean
  /** A list's own filters after these. */
  children?: ReactNode
}

/** Search (article number, name or EAN) and the type, status and stock alert filters. */
export function ProductFilterBar({ filters, onChange, withStockAlert = true, children }: ProductFilterBarProps) {
  const { t } = useTranslation()
  const all = t('productOverview.allOptions')
  return (
    <FilterBar filters={filters} onChange={onChange} searchPlaceholder={t('productOverview.searchPlaceholder')}>
      <EnumFilter
        label={t('products.fields.productType')}
        values={productTypes}
        labelOf={(type) => t(`products.productType.${type}`)}
        value={filters.productType}
        onChange={(productType) => onChange({ productType })}
        placeholder={all}
      />
      <EnumFilter
        label={t('products.fields.status')}
        values={productStatuses}
        labelOf={(status) => t(`products.status.${status}`)}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        placeholder={all}
      />
      {withStockAlert && (
        <EnumFilter
          label={t('products.fields.stockAlert')}
          values={stockAlerts}
          labelOf={(alert) => t(`products.stockAlert.${alert}`)}
          value={filters.stockAlert}
          onChange={(stockAlert) => onChange({ stockAlert })}
          placeholder={all}
        />
      )}
      {children}
    </FilterBar>
  )
}
