import { Group, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SearchInput } from '@/components/SearchInput'
import { defaultDirection, deliverySorts, deliveryStatuses, type DeliveryOverviewFilters } from './delivery-filters'

export type FilterChange = Partial<DeliveryOverviewFilters>

interface DeliveryFilterBarProps {
  filters: DeliveryOverviewFilters
  /** `typing` marks a search keystroke, which replaces the history entry instead of adding one. */
  onChange: (change: FilterChange, typing?: boolean) => void
}

/** Search (the reference), status and the sort. */
export function DeliveryFilterBar({ filters, onChange }: DeliveryFilterBarProps) {
  const { t } = useTranslation()
  return (
    <Group align="flex-end" gap="md">
      <SearchInput
        value={filters.q}
        onSearch={(q) => onChange({ q }, true)}
        placeholder={t('deliveryOverview.searchPlaceholder')}
        w={280}
      />
      <Select
        label={t('deliveryOverview.filters.status')}
        placeholder={t('deliveryOverview.filters.allStatuses')}
        data={deliveryStatuses.map((status) => ({ value: status, label: t(`deliveryOverview.status.${status}`) }))}
        value={filters.status}
        onChange={(status) => onChange({ status: deliveryStatuses.find((value) => value === status) ?? null })}
        clearable
        w={190}
      />
      <Select
        label={t('deliveryOverview.sort.label')}
        data={deliverySorts.map((sort) => ({ value: sort, label: t(`deliveryOverview.sort.${sort}`) }))}
        value={filters.sort}
        onChange={(value) => {
          const sort = deliverySorts.find((option) => option === value)
          if (sort) onChange({ sort, direction: defaultDirection(sort) })
        }}
        allowDeselect={false}
        w={190}
      />
    </Group>
  )
}
