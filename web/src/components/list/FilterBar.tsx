import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { SearchInput } from '@/components/SearchInput'
import type { FilterChange } from './OverviewScreen'

interface FilterBarProps<F extends { q: string }> {
  filters: F
  onChange: FilterChange<F>
  /** What the search looks in. */
  searchPlaceholder: string
  searchWidth?: number
  /** The area's filters and sort, after the search. */
  children?: ReactNode
}

/** A list's search, where each keystroke replaces the history entry rather than adding one, then its filters. */
export function FilterBar<F extends { q: string }>({
  filters,
  onChange,
  searchPlaceholder,
  searchWidth,
  children,
}: FilterBarProps<F>) {
  return (
    <Group align="flex-end" gap="md">
      <SearchInput
        value={filters.q}
        onSearch={(q) => onChange({ q } as Partial<F>, true)}
        placeholder={searchPlaceholder}
        w={searchWidth}
      />
      {children}
    </Group>
  )
}
