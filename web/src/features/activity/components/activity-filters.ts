import { dateRangeOf, dateRangeParams, oneOf, searchParamsOf, valuesOf, type DateRange } from '@/lib/list-filters'
import type { ApiQuery } from '@/lib/api/types'

// The activity's filters (who, what, From and To) live in the URL under the API's names (who, what,
// date_from, date_to), so the address bar and the list call agree.

/** The kinds of record an account's activity is about. */
export type ActivityKind = NonNullable<ApiQuery<'/api/clients/{clientId}/activity', 'get'>['what']>

export const activityKinds = valuesOf<ActivityKind>({
  sales_order: true,
  delivery: true,
  product: true,
  import: true,
  export: true,
  api_key: true,
  account: true,
})

/** The API takes at most this much of the start of a name. */
export const MAX_WHO_LENGTH = 100

export interface ActivityFilters extends DateRange {
  /** The start of the name of who made the change. */
  who: string
  what: ActivityKind | null
}

/** Reads the filters from the address; a value the API does not know (a hand-edited link) is no filter. */
export const parseFilters = (params: URLSearchParams): ActivityFilters => ({
  who: (params.get('who') ?? '').trim().slice(0, MAX_WHO_LENGTH),
  what: oneOf(activityKinds, params.get('what')),
  ...dateRangeOf(params),
})

/** The list call's parameters; an empty name, no kind and an open end are left out. */
export const activityParams = ({ who, what, ...range }: ActivityFilters) => ({
  who: who.trim() || undefined,
  what: what ?? undefined,
  ...dateRangeParams(range),
})

export const filtersToSearchParams = searchParamsOf(activityParams)

export const isFiltered = ({ who, what, dateFrom, dateTo }: ActivityFilters): boolean =>
  who.trim() !== '' || what !== null || dateFrom !== '' || dateTo !== ''

export const resetFilters = (): ActivityFilters => ({ who: '', what: null, dateFrom: '', dateTo: '' })
