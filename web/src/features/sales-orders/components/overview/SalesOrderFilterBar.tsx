import { Group, Select, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SearchInput } from '@/components/SearchInput'
import {
  defaultDirection,
  onHoldValues,
  salesOrderSorts,
  salesOrderSources,
  salesOrderStatuses,
  type SalesOrderOverviewFilters,
} from './sales-order-filters'

/** Wide enough for the longest label on one line ('Orderdatum: Tot en met'). */
const DATE_WIDTH = 200

export type FilterChange = Partial<SalesOrderOverviewFilters>

interface SalesOrderFilterBarProps {
  filters: SalesOrderOverviewFilters
  /** `typing` marks a search keystroke, which replaces the history entry instead of adding one. */
  onChange: (change: FilterChange, typing?: boolean) => void
}

function EnumFilter<T extends string>({
  label,
  values,
  labelOf,
  value,
  onChange,
  placeholder,
}: {
  label: string
  values: readonly T[]
  labelOf: (value: T) => string
  value: T | null
  onChange: (value: T | null) => void
  placeholder?: string
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={values.map((option) => ({ value: option, label: labelOf(option) }))}
      value={value}
      onChange={(selected) => onChange(values.find((option) => option === selected) ?? null)}
      clearable={placeholder !== undefined}
      allowDeselect={placeholder !== undefined}
      w={170}
    />
  )
}

/** Search (order number, reference, customer, email or postal code), status, source, on hold, the order date's range and the sort. */
export function SalesOrderFilterBar({ filters, onChange }: SalesOrderFilterBarProps) {
  const { t } = useTranslation()
  const all = t('salesOrderOverview.filters.allOptions')
  return (
    <Group align="flex-end" gap="md">
      <SearchInput
        value={filters.q}
        onSearch={(q) => onChange({ q }, true)}
        placeholder={t('salesOrderOverview.searchPlaceholder')}
        w={300}
      />
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
      <TextInput
        type="date"
        label={`${t('salesOrderOverview.filters.dateRange')}: ${t('salesOrderOverview.filters.dateFrom')}`}
        value={filters.dateFrom}
        max={filters.dateTo || undefined}
        onChange={(event) => onChange({ dateFrom: event.currentTarget.value })}
        w={DATE_WIDTH}
      />
      <TextInput
        type="date"
        label={`${t('salesOrderOverview.filters.dateRange')}: ${t('salesOrderOverview.filters.dateTo')}`}
        value={filters.dateTo}
        min={filters.dateFrom || undefined}
        onChange={(event) => onChange({ dateTo: event.currentTarget.value })}
        w={DATE_WIDTH}
      />
      <EnumFilter
        label={t('salesOrderOverview.sort.label')}
        values={salesOrderSorts}
        labelOf={(sort) => t(`salesOrderOverview.sort.${sort}`)}
        value={filters.sort}
        onChange={(sort) => sort && onChange({ sort, direction: defaultDirection(sort) })}
      />
    </Group>
  )
}
