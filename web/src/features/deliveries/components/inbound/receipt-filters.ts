import { toParamEntries } from '@/lib/api/params'

// The inbound overview's From and To (spec point 2) live in the URL under the API's names
// (date_from, date_to), so the address bar, the list call and the export agree.

export interface ReceiptFilters {
  /** ISO dates (yyyy-mm-dd), both inclusive; '' when open. */
  dateFrom: string
  dateTo: string
}

export const noReceiptFilters: ReceiptFilters = { dateFrom: '', dateTo: '' }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** An ISO date of the address; anything else (a hand-edited link) is no date. */
const dateOf = (value: string | null): string => (value && ISO_DATE.test(value) ? value : '')

export const parseReceiptFilters = (params: URLSearchParams): ReceiptFilters => ({
  dateFrom: dateOf(params.get('date_from')),
  dateTo: dateOf(params.get('date_to')),
})

/** The list call's and the export's parameters; an open end is left out. */
export const receiptParams = ({ dateFrom, dateTo }: ReceiptFilters) => ({
  dateFrom: dateFrom || undefined,
  dateTo: dateTo || undefined,
})

export const receiptFiltersToSearchParams = (filters: ReceiptFilters): URLSearchParams =>
  new URLSearchParams(toParamEntries(receiptParams(filters)))

export const isReceiptListFiltered = ({ dateFrom, dateTo }: ReceiptFilters): boolean => dateFrom !== '' || dateTo !== ''
