import { describe, expect, it } from 'vitest'
import type { SortDirection } from './list-filters'
import { listNarrowing } from './list-narrowing'

interface Filters {
  q: string
  status: 'Open' | 'Closed' | null
  dateFrom: string
  sort: 'newest' | 'name'
  direction: SortDirection
}

const defaults: Filters = { q: '', status: null, dateFrom: '', sort: 'newest', direction: 'desc' }
const directionOf = (sort: Filters['sort']): SortDirection => (sort === 'name' ? 'asc' : 'desc')
const { activeFilterCount, filterParams, filtersToSearchParams, isFiltered, resetFilters } = listNarrowing(
  defaults,
  ['status', 'dateFrom'],
  directionOf,
)

describe('listNarrowing', () => {
  it('sends the trimmed search and the narrowing filters in their order, leaving out what does not narrow and the default sort', () => {
    expect(filterParams(defaults)).toEqual({})
    const filters: Filters = { q: ' tea ', status: 'Open', dateFrom: '2026-03-01', sort: 'name', direction: 'desc' }
    expect(filterParams(filters)).toEqual({
      q: 'tea',
      status: 'Open',
      dateFrom: '2026-03-01',
      sort: 'name',
      direction: 'desc',
    })
    expect(filtersToSearchParams(filters).toString()).toBe(
      'q=tea&status=Open&date_from=2026-03-01&sort=name&direction=desc',
    )
  })

  it('counts the narrowing filters, is filtered by them or a search but not by the sort, and resets keeping the sort', () => {
    const sorted: Filters = { ...defaults, sort: 'name', direction: 'asc' }
    expect([activeFilterCount(sorted), isFiltered(sorted)]).toEqual([0, false])
    expect(isFiltered({ ...sorted, q: '  ' })).toBe(false)
    expect(isFiltered({ ...sorted, q: 'tea' })).toBe(true)
    const narrowed: Filters = { ...sorted, q: 'tea', status: 'Closed', dateFrom: '2026-03-01' }
    expect([activeFilterCount(narrowed), isFiltered(narrowed)]).toEqual([2, true])
    expect(resetFilters(narrowed)).toEqual(sorted)
  })
})
