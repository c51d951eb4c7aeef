import { searchOf, searchParamsOf } from '@/lib/list-filters'

// The users overview's search lives in the URL under the API's name (q), so the address bar and the
// list call agree.

export interface UserFilters {
  q: string
}

/** Reads the search from the address. */
export const parseFilters = (params: URLSearchParams): UserFilters => ({ q: searchOf(params) })

/** The list call's parameters; an empty search is left out. */
export const userParams = ({ q }: UserFilters) => ({ q: q.trim() || undefined })

export const filtersToSearchParams = searchParamsOf(userParams)

export const isFiltered = ({ q }: UserFilters): boolean => q.trim() !== ''

export const resetFilters = (): UserFilters => ({ q: '' })
