import { Group, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SearchInput } from '@/components/SearchInput'
import type { ConceptFilters } from '@/lib/concept-filters'

interface ConceptFilterBarProps {
  /** The area's key prefix (see ConceptTable). */
  texts: string
  filters: ConceptFilters
  /** `typing` marks a search keystroke, which replaces the history entry instead of adding one. */
  onChange: (change: Partial<ConceptFilters>, typing?: boolean) => void
}

const flagValue = (hasErrors: boolean | undefined): string | null =>
  hasErrors === undefined ? null : hasErrors ? 'toAdjust' : 'ready'

/** Search the concepts, and show only those 'To adjust' or only the 'Ready' ones. */
export function ConceptFilterBar({ texts, filters, onChange }: ConceptFilterBarProps) {
  const { t } = useTranslation()
  return (
    <Group align="flex-end" gap="md">
      <SearchInput
        value={filters.q}
        onSearch={(q) => onChange({ q }, true)}
        placeholder={t(`${texts}.list.searchPlaceholder`)}
        w={280}
      />
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
    </Group>
  )
}
