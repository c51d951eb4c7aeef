import { oneOf, sortDirections, type SortDirection } from './list-filters'

// A sorted list's sort in the address and in its list call: an unknown sort falls back to the
// default, each sort has the API's own default direction, and clearing the filters keeps the sort.

interface Sorted<S extends string> {
  sort: S
  direction: SortDirection
}

/** The sort of the address and its direction; an unknown one falls back to the default sort and that sort's own direction. */
export function parseSort<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  defaultSort: S,
  directionOf: (sort: S) => SortDirection,
): Sorted<S> {
  const sort = oneOf(sorts, params.get('sort')) ?? defaultSort
  return { sort, direction: oneOf(sortDirections, params.get('direction')) ?? directionOf(sort) }
}

/** The sort as the list call takes it: what equals the API's default is left out, so a plain list has a plain URL. */
export const sortParams = <S extends string>(
  { sort, direction }: Sorted<S>,
  defaultSort: S,
  directionOf: (sort: S) => SortDirection,
) => ({
  sort: sort === defaultSort ? undefined : sort,
  direction: direction === directionOf(sort) ? undefined : direction,
})

/** A list's filters cleared to their defaults, the sort kept. */
export const resetKeepingSort =
  <F extends Sorted<string>>(defaults: F) =>
  (filters: F): F => ({ ...defaults, sort: filters.sort, direction: filters.direction })
