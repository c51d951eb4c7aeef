import { Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConceptProductFilters } from '../../api/list-concept-products'
import { SEARCH_DEBOUNCE_MS } from '../overview/ProductFilterBar'
import { MAX_SEARCH_LENGTH } from '../overview/overview-filters'

interface ConceptFilterBarProps {
  filters: ConceptProductFilters
  /** `typing` marks a search keystroke, which replaces the history entry instead of adding one. */
  onChange: (filters: ConceptProductFilters, typing?: boolean) => void
}

const flagValue = (hasErrors: boolean | undefined): string | null =>
  hasErrors === undefined ? null : hasErrors ? 'toAdjust' : 'ready'

/** Search by article number or name, and show only the concepts 'To adjust' or only the 'Ready' ones. */
export function ConceptFilterBar({ filters, onChange }: ConceptFilterBarProps) {
  const { t } = useTranslation()
  const [search, setSearch] = useState(filters.q)
  const [shownQ, setShownQ] = useState(filters.q)
  // The address changed from outside (Back, 'Reset filters'): show its search text.
  if (filters.q !== shownQ) {
    setShownQ(filters.q)
    if (search.trim() !== filters.q) setSearch(filters.q)
  }
  const searchLater = useDebouncedCallback(
    (q: string) => onChange({ ...filters, q: q.trim() }, true),
    SEARCH_DEBOUNCE_MS,
  )
  return (
    <Group align="flex-end" gap="md">
      <TextInput
        type="search"
        label={t('common.labels.search')}
        placeholder={t('conceptProducts.list.searchPlaceholder')}
        value={search}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          searchLater(event.currentTarget.value)
        }}
        onKeyDown={(event) => event.key === 'Enter' && searchLater.flush()}
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
        onChange={(flag) => onChange({ ...filters, hasErrors: flag === null ? undefined : flag === 'toAdjust' })}
        clearable
        w={190}
      />
    </Group>
  )
}
