import { Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  MAX_SEARCH_LENGTH,
  productStatuses,
  productTypes,
  stockAlerts,
  type ProductOverviewFilters,
} from './overview-filters'

/** How long typing pauses before the list searches. */
export const SEARCH_DEBOUNCE_MS = 300

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
  const [search, setSearch] = useState(filters.q)
  const searchLater = useDebouncedCallback((q: string) => onChange({ q }, true), SEARCH_DEBOUNCE_MS)
  // The address's search changed from outside (Back, 'Reset filters'): show it, unless typing is under way.
  useEffect(() => {
    if (!searchLater.isPending()) setSearch((shown) => (shown.trim() === filters.q ? shown : filters.q))
  }, [filters.q, searchLater])
  return (
    <Group align="flex-end" gap="md">
      <TextInput
        type="search"
        label={t('common.labels.search')}
        placeholder={t('productOverview.searchPlaceholder')}
        value={search}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          searchLater(event.currentTarget.value)
        }}
        onKeyDown={(event) => event.key === 'Enter' && searchLater.flush()}
        w={260}
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
