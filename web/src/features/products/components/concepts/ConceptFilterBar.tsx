import { Group, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SearchInput } from '@/components/SearchInput'
import type { ConceptProductFilters } from '../../api/list-concept-products'

interface ConceptFilterBarProps {
  filters: ConceptProductFilters
  /** `typing` marks a search keystroke, which replaces the history entry instead of adding one. */
  onChange: (change: Partial<ConceptProductFilters>, typing?: boolean) => void
}

const flagValue = (hasErrors: boolean | undefined): string | null =>
  hasErrors === undefined ? null : hasErrors ? 'toAdjust' : 'ready'

/** Search by article number or name, and show only the concepts 'To adjust' or only the 'Ready' ones. */
export function ConceptFilterBar({ filters, onChange }: ConceptFilterBarProps) {
  const { t } = useTranslation()
  return (
    <Group align="flex-end" gap="md">
      <SearchInput
        value={filters.q}
        onSearch={(q) => onChange({ q }, true)}
        placeholder={t('conceptProducts.list.searchPlaceholder')}
        w={280}
      />
      <Select
        label={t('conceptProducts.list.flagFilter')}
        placeholder={t('conceptProducts.list.allFlags')}
        data={[
          { value: 'toAdjust', label: t('conceptProducts.flag.toAdjust') },
          { value: 'ready', label: t('conceptProducts.flag.ready') },
        ]}
        value={flagValue(filters.hasErrors)}
        onChange={(flag) => onChange({ hasErrors: flag === null ? undefined : flag === 'toAdjust' })}
        clearable
        w={190}
      />
    </Group>
  )
}
