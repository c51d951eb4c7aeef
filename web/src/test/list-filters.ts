import { expect } from 'vitest'

/** A list's filters module, as its overview reads and writes the address. */
interface FiltersModule<F> {
  defaultFilters: F
  parseFilters: (search: URLSearchParams) => F
  filtersToSearchParams: (filters: F) => URLSearchParams
}

/** What every list's filters do in the address: a plain one is the defaults, and every filter survives a round trip under its API name as `address`. */
export function expectFiltersInTheAddress<F>(filters: FiltersModule<F>, everything: F, address: string) {
  expect(filters.parseFilters(new URLSearchParams())).toEqual(filters.defaultFilters)
  expect(filters.filtersToSearchParams(filters.defaultFilters).toString()).toBe('')
  const search = filters.filtersToSearchParams(everything)
  expect(search.toString()).toBe(address)
  expect(filters.parseFilters(search)).toEqual(everything)
}
