import type { DateRange } from '@/components/list/DateRangeFilter'
import { searchParamsOf } from '@/lib/list-filters'

// The inbound overview's From and To (spec point 2) live in the URL under the API's names
// (date_from, date_to), so the address bar, the list call and the export agree.

export type ReceiptFilters = DateRange

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** An ISO date of the address; anything else (a hand-edited link) is no date. */
const dateOf = (value: string | null): string => (value && ISO_DATE.test(value) ? value : '')

export const parseFilters = (params: URLSearchParams): ReceiptFilters => ({
  dateFrom: dateOf(params.get('date_from')),
  dateTo: dateOf(params.get('date_to')),
})

/** The list call's and the export's parameters; an open end is left out. */
export const receiptParams = ({ dateFrom, dateTo }: ReceiptFilters) => ({
  dateFrom: dateFrom || undefined,
  dateTo: dateTo || undefined,
})

export const filtersToSearchParams = searchParamsOf(receiptParams)

export const isFiltered = ({ dateFrom, dateTo }: ReceiptFilters): boolean => dateFrom !== '' || dateTo !== ''

export const resetFilters = (): ReceiptFilters => ({ dateFrom: '', dateTo: '' })
