import { dateRangeOf, dateRangeParams, searchParamsOf, type DateRange } from '@/lib/list-filters'

// The inbound overview's From and To (spec point 2) live in the URL under the API's names
// (date_from, date_to), so the address bar, the list call and the export agree.

export type ReceiptFilters = DateRange

export const parseFilters = dateRangeOf

/** The list call's and the export's parameters; an open end is left out. */
export const receiptParams = dateRangeParams

export const filtersToSearchParams = searchParamsOf(receiptParams)

export const isFiltered = ({ dateFrom, dateTo }: ReceiptFilters): boolean => dateFrom !== '' || dateTo !== ''

export const resetFilters = (): ReceiptFilters => ({ dateFrom: '', dateTo: '' })
