import { Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EnumFilter } from '@/components/list/EnumFilter'
import type { FilterChange } from '@/components/list/OverviewScreen'
import { SearchInput } from '@/components/SearchInput'
import { productStatuses, productTypes, stockAlerts, type ProductOverviewFilters } from './overview-filters'

interface ProductFilterBarProps {
  filters: ProductOverviewFilters
  onChange: FilterChange<ProductOverviewFilters>
}

/** Search (article number, name or EAN) and the type, status and stock alert filters. */
export function ProductFilterBar({ filters, onChange }: ProductFilterBarProps) {
  const { t } = useTranslation()
  const all = t('productOverview.allOptions')
  return (
    <Group align="flex-end" gap="md">
      <SearchInput
        value={filters.q}
        onSearch={(q) => onChange({ q }, true)}
        placeholder={t('productOverview.searchPlaceholder')}
      />
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
      <EnumFilter
        label={t('products.fields.stockAlert')}
        values={stockAlerts}
        labelOf={(alert) => t(`products.stockAlert.${alert}`)}
        value={filters.stockAlert}
        onChange={(stockAlert) => onChange({ stockAlert })}
        placeholder={all}
      />
    </Group>
  )
}
