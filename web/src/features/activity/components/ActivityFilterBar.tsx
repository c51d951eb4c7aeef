import { Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SearchInput } from '@/components/SearchInput'
import { DateRangeFilter } from '@/components/list/DateRangeFilter'
import { EnumFilter } from '@/components/list/EnumFilter'
import type { FilterChange } from '@/components/list/OverviewScreen'
import { activityKinds, MAX_WHO_LENGTH, type ActivityFilters } from './activity-filters'

interface ActivityFilterBarProps {
  filters: ActivityFilters
  onChange: FilterChange<ActivityFilters>
}

/** Who (the start of a name, searched as typing pauses), what (the kind of record), From and To. */
export function ActivityFilterBar({ filters, onChange }: ActivityFilterBarProps) {
  const { t } = useTranslation()
  return (
    <Group align="flex-end" gap="md">
      <SearchInput
        label={t('activity.filters.who')}
        value={filters.who}
        onSearch={(who) => onChange({ who }, true)}
        placeholder={t('activity.filters.whoPlaceholder')}
        maxLength={MAX_WHO_LENGTH}
        w={220}
      />
      <EnumFilter
        label={t('activity.filters.what')}
        placeholder={t('activity.filters.everything')}
        values={activityKinds}
        labelOf={(kind) => t(`activity.kinds.${kind}`)}
        value={filters.what}
        onChange={(what) => onChange({ what })}
        w={200}
      />
      <DateRangeFilter
        range={filters}
        onChange={onChange}
        labels={{ from: t('activity.filters.from'), to: t('activity.filters.to') }}
      />
    </Group>
  )
}
