import { dateRangeOf, dateRangeParams, searchOf, searchParamsOf, type DateRange } from '@/lib/list-filters'

// The return overview's search and its From and To (spec point 2) live in the URL under the API's
// names (q, date_from, date_to), so the address bar, the list call and the export agree.

export interface ReturnFilters extends DateRange {
  q: string
}

/** Reads the filters from the address; anything else than a date (a hand-edited link) leaves that end open. */
export const parseFilters = (params: URLSearchParams): ReturnFilters => ({
  q: searchOf(params),
  ...dateRangeOf(params),
})

/** The list call's and the export's parameters; an empty search and an open end are left out. */
export const returnParams = ({ q, ...range }: ReturnFilters) => ({
  q: q.trim() || undefined,
  ...dateRangeParams(range),
})

export const filtersToSearchParams = searchParamsOf(returnParams)

export const isFiltered = ({ q, dateFrom, dateTo }: ReturnFilters): boolean =>
  q.trim() !== '' || dateFrom !== '' || dateTo !== ''

export const resetFilters = (): ReturnFilters => ({ q: '', dateFrom: '', dateTo: '' })
