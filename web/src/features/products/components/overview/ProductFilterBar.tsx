import { Group, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SearchInput } from '@/components/SearchInput'
import { productStatuses, productTypes, stockAlerts, type ProductOverviewFilters } from './overview-filters'

export type FilterChange = Partial<ProductOverviewFilters>

interface ProductFilterBarProps {
  filters: ProductOverviewFilters
  /** `typing` marks a search keystroke, which replaces the history entry instead of adding one. */
  onChange: (change: FilterChange, typing?: boolean) => void
}

function EnumFilter<T extends string>({
  label,
  values,
  labelOf,
  value,
  onChange,
}: {
  label: string
  values: readonly T[]
  labelOf: (value: T) => string
  value: T | null
  onChange: (value: T | null) => void
}) {
  const { t } = useTranslation()
  return (
    <Select
      label={label}
      placeholder={t('productOverview.allOptions')}
      data={values.map((option) => ({ value: option, label: labelOf(option) }))}
      value={value}
      onChange={(selected) => onChange(values.find((option) => option === selected) ?? null)}
      clearable
      w={170}
    />
  )
}

/** Search (article number, name or EAN) and the type, status and stock alert filters. */
export function ProductFilterBar({ filters, onChange }: ProductFilterBarProps) {
  const { t } = useTranslation()
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
      />
      <EnumFilter
        label={t('products.fields.status')}
        values={productStatuses}
        labelOf={(status) => t(`products.status.${status}`)}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <EnumFilter
        label={t('products.fields.stockAlert')}
        values={stockAlerts}
        labelOf={(alert) => t(`products.stockAlert.${alert}`)}
        value={filters.stockAlert}
        onChange={(stockAlert) => onChange({ stockAlert })}
      />
    </Group>
  )
}
