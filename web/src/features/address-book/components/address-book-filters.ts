import { oneOf, searchOf, searchParamsOf } from '@/lib/list-filters'

// The address book's search and sort live in the URL (reload and Back keep them), under the names
// the API takes.

export const addressBookSorts = ['newest', 'company_name'] as const
export type AddressBookSort = (typeof addressBookSorts)[number]

export interface AddressBookFilters {
  q: string
  sort: AddressBookSort
}

export const defaultFilters: AddressBookFilters = { q: '', sort: 'newest' }

/** Reads the filters from the address; anything unknown falls back to the default. */
export function parseFilters(params: URLSearchParams): AddressBookFilters {
  return {
    q: searchOf(params),
    sort: oneOf(addressBookSorts, params.get('sort')) ?? defaultFilters.sort,
  }
}

/** The list call's parameters; the API's defaults are left out, so a plain list has a plain URL. */
export function filterParams(filters: AddressBookFilters) {
  return {
    q: filters.q.trim() || undefined,
    sort: filters.sort === defaultFilters.sort ? undefined : filters.sort,
  }
}

export const filtersToSearchParams = searchParamsOf(filterParams)

/** Whether the search narrows the list (sorting does not), which offers 'Reset filters'. */
export const isFiltered = (filters: AddressBookFilters): boolean => filters.q.trim() !== ''

/** The search cleared, the sort kept. */
export const resetFilters = (filters: AddressBookFilters): AddressBookFilters => ({
  ...defaultFilters,
  sort: filters.sort,
})
