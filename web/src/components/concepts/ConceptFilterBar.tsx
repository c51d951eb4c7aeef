import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FilterBar } from '@/components/list/FilterBar'
import type { FilterChange } from '@/components/list/OverviewScreen'
import type { ConceptFilters } from '@/lib/concept-filters'

interface ConceptFilterBarProps {
  /** The area's key prefix (see ConceptTable). */
  texts: string
  filters: ConceptFilters
  onChange: FilterChange<ConceptFilters>
}

const flagValue = (hasErrors: boolean | undefined): string | null =>
  hasErrors === undefined ? null : hasErrors ? 'toAdjust' : 'ready'

/** Search the concepts, and show only those 'To adjust' or only the 'Ready' ones. */
export function ConceptFilterBar({ texts, filters, onChange }: ConceptFilterBarProps) {
  const { t } = useTranslation()
  return (
    <FilterBar
      filters={filters}
      onChange={onChange}
      searchPlaceholder={t(`${texts}.list.searchPlaceholder`)}
      searchWidth={280}
    >
      <Select
        label={t(`${texts}.list.flagFilter`)}
        placeholder={t(`${texts}.list.allFlags`)}
        data={[
          { value: 'toAdjust', label: t(`${texts}.flag.toAdjust`) },
          { value: 'ready', label: t(`${texts}.flag.ready`) },
        ]}
        value={flagValue(filters.hasErrors)}
        onChange={(flag) => onChange({ hasErrors: flag === null ? undefined : flag === 'toAdjust' })}
        clearable
        w={190}
      />
    </FilterBar>
  )
}
