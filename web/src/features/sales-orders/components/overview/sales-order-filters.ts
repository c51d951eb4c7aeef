import type { components } from '@/lib/api/schema.gen'
import { dateRangeOf, oneOf, searchOf, valuesOf, type SortDirection } from '@/lib/list-filters'
import { listNarrowing } from '@/lib/list-narrowing'
import { parseSort } from '@/lib/list-sort'

// The order overview's filters and sort live in the URL (reload and Back keep them), under the
// names the API and the exports take, so the address bar, the list call and the exports agree.

type Schemas = components['schemas']
export type SalesOrderStatus = Schemas['SalesOrderStatus']
export type SalesOrderSource = Schemas['SalesOrderSource']
export type SalesOrderSort = Schemas['SalesOrderSort']
/** '1' lists only the orders on hold, '0' only the others (the API's query boolean). */
export type OnHold = '1' | '0'

export const salesOrderStatuses = valuesOf<SalesOrderStatus>({
  DataIssue: true,
  Complete: true,
  OnHold: true,
  Assigned: true,
  Shipped: true,
  Cancelled: true,
})
export const salesOrderSources = valuesOf<SalesOrderSource>({ DET: true, IMPORT: true, API: true, TRANSLATOR: true })
export const salesOrderSorts = valuesOf<SalesOrderSort>({
  newest: true,
  order_date: true,
  order_number: true,
  customer_name: true,
})
export const onHoldValues = valuesOf<OnHold>({ '1': true, '0': true })

export interface SalesOrderOverviewFilters {
  q: string
  status: SalesOrderStatus | null
  source: SalesOrderSource | null
  onHold: OnHold | null
  /** ISO dates (yyyy-mm-dd), inclusive; '' when open. */
  dateFrom: string
  dateTo: string
  sort: SalesOrderSort
  direction: SortDirection
}

/** The API's direction for a sort: the newest and latest order date first, names and numbers A to Z. */
export const defaultDirection = (sort: SalesOrderSort): SortDirection =>
  sort === 'newest' || sort === 'order_date' ? 'desc' : 'asc'

export const defaultFilters: SalesOrderOverviewFilters = {
  q: '',
  status: null,
  source: null,
  onHold: null,
  dateFrom: '',
  dateTo: '',
  sort: 'newest',
  direction: 'desc',
}

/** Reads the filters from the address; anything unknown (an old or hand-edited link) falls back to the default. */
export function parseFilters(params: URLSearchParams): SalesOrderOverviewFilters {
  return {
    q: searchOf(params),
    status: oneOf(salesOrderStatuses, params.get('status')),
    source: oneOf(salesOrderSources, params.get('source')),
    onHold: oneOf(onHoldValues, params.get('on_hold')),
    ...dateRangeOf(params),
    ...parseSort(params, salesOrderSorts, defaultFilters.sort, defaultDirection),
  }
}

export const { activeFilterCount, filterParams, filtersToSearchParams, isFiltered, resetFilters } = listNarrowing(
  defaultFilters,
  ['status', 'source', 'onHold', 'dateFrom', 'dateTo'],
  defaultDirection,
)
