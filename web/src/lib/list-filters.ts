import { MAX_SEARCH_LENGTH } from '@/components/SearchInput'
import { toParamEntries, type Params } from '@/lib/api/params'

// The pieces every list's filters in the address are made of: enumerations from the API's schema,
// a value read from a link that may be old or edited by hand, the search text and the sort direction.

export type SortDirection = 'asc' | 'desc'

/** An enumeration's values from a record keyed by its generated union: the compiler rejects a list that misses or invents a value. */
export const valuesOf = <T extends string>(values: Record<T, true>): readonly T[] => Object.keys(values) as T[]

export const sortDirections = valuesOf<SortDirection>({ asc: true, desc: true })

/** The value if it is one of `values`, else null. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null
}

/** The search text of the address (`q`): trimmed, and at most as long as the API takes. */
export const searchOf = (params: URLSearchParams): string => (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH)

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A date of the address as an ISO date (yyyy-mm-dd); anything else (a hand-edited link) is ''. */
export const isoDateOf = (value: string | null): string => (value && ISO_DATE.test(value) ? value : '')

/** A list's From and To (both inclusive) as ISO dates (yyyy-mm-dd); '' leaves that end open. */
export interface DateRange {
  dateFrom: string
  dateTo: string
}

/**
 * From and To of the address, under the API's names (`date_from`, `date_to`); anything but an ISO
 * date (a hand-edited link) leaves that end open.
 */
export function dateRangeOf(params: URLSearchParams): DateRange {
  return { dateFrom: isoDateOf(params.get('date_from')), dateTo: isoDateOf(params.get('date_to')) }
}

/** The list call's and an export's parameters of From and To; an open end is left out. */
export const dateRangeParams = ({ dateFrom, dateTo }: DateRange) => ({
  dateFrom: dateFrom || undefined,
  dateTo: dateTo || undefined,
})

/** The address's search part for a list's filters: the list call's parameters, under the API's names. */
export const searchParamsOf =
  <F>(params: (filters: F) => Params) =>
  (filters: F): URLSearchParams =>
    new URLSearchParams(toParamEntries(params(filters)))
