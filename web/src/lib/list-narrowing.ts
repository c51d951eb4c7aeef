import { searchParamsOf, type SortDirection } from './list-filters'
import { resetKeepingSort, sortParams } from './list-sort'

// What a searchable, sorted list does with its filters alike: it sends the search and every filter
// that narrows (neither null nor ''), counts them for 'Reset filters', and clears them keeping the sort.

interface ListFilters {
  q: string
  sort: string
  direction: SortDirection
}

/** A narrowing filter: null or '' when it does not narrow. */
type Narrowing = string | null

type NarrowingKeys<F> = { [K in keyof F]: F[K] extends Narrowing ? K : never }[keyof F]

/**
 * A list's filter logic from its defaults, its narrowing filters (in the order of the address) and
 * the API's direction of each sort.
 */
export function listNarrowing<F extends ListFilters, K extends NarrowingKeys<F>>(
  defaults: F,
  narrowing: readonly K[],
  directionOf: (sort: F['sort']) => SortDirection,
) {
  const narrows = (value: F[K]) => value !== null && value !== ''
  /** How many filters besides the search narrow the list; sorting does not. */
  const activeFilterCount = (filters: F): number => narrowing.filter((key) => narrows(filters[key])).length
  /**
   * The list call's (and an export's) parameters, camelCase; the client sends them snake_case. What does
   * not narrow or equals the API's default is left out, so a plain list also has a plain URL.
   */
  const filterParams = (filters: F) => ({
    q: filters.q.trim() || undefined,
    ...(Object.fromEntries(narrowing.map((key) => [key, narrows(filters[key]) ? filters[key] : undefined])) as {
      [P in K]?: Exclude<F[P], null>
    }),
    ...sortParams<F['sort']>(filters, defaults.sort, directionOf),
  })
  return {
    activeFilterCount,
    filterParams,
    /** The address's search part for these filters, under the API's names. */
    filtersToSearchParams: searchParamsOf(filterParams),
    /** Whether anything narrows the list (sorting does not), which offers 'Reset filters'. */
    isFiltered: (filters: F): boolean => filters.q.trim() !== '' || activeFilterCount(filters) > 0,
    /** The filters cleared, the sort kept. */
    resetFilters: resetKeepingSort(defaults),
  }
}
