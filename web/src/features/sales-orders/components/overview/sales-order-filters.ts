import type { components } from '@/lib/api/schema.gen'
import { oneOf, searchOf, searchParamsOf, valuesOf, type SortDirection } from '@/lib/list-filters'
import { parseSort, resetKeepingSort, sortParams } from '@/lib/list-sort'

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** An ISO date of the address; anything else (a hand-edited link) is no date. */
const dateOf = (value: string | null): string => (value && ISO_DATE.test(value) ? value : '')

/** Reads the filters from the address; anything unknown (an old or hand-edited link) falls back to the default. */
export function parseFilters(params: URLSearchParams): SalesOrderOverviewFilters {
  return {
    q: searchOf(params),
    status: oneOf(salesOrderStatuses, params.get('status')),
    source: oneOf(salesOrderSources, params.get('source')),
    onHold: oneOf(onHoldValues, params.get('on_hold')),
    dateFrom: dateOf(params.get('date_from')),
    dateTo: dateOf(params.get('date_to')),
    ...parseSort(params, salesOrderSorts, defaultFilters.sort, defaultDirection),
  }
}

/**
 * The list call's and the exports' parameters (camelCase; the client sends them snake_case). Values
 * equal to the API's defaults are left out, so a plain overview also has a plain URL.
 */
export function filterParams(filters: SalesOrderOverviewFilters) {
  return {
    q: filters.q.trim() || undefined,
    status: filters.status ?? undefined,
    source: filters.source ?? undefined,
    onHold: filters.onHold ?? undefined,
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
    ...sortParams(filters, defaultFilters.sort, defaultDirection),
  }
}

/** The address's search part for these filters, under the API's names. */
export const filtersToSearchParams = searchParamsOf(filterParams)

/** How many filters besides the search narrow the list (what a phone folds behind 'Filters'); sorting does not. */
export const activeFilterCount = (filters: SalesOrderOverviewFilters): number =>
  [filters.status, filters.source, filters.onHold, filters.dateFrom || null, filters.dateTo || null].filter(
    (value) => value !== null,
  ).length

/** Whether anything narrows the list (sorting does not), which offers 'Reset filters'. */
export const isFiltered = (filters: SalesOrderOverviewFilters): boolean =>
  filters.q.trim() !== '' || activeFilterCount(filters) > 0

/** The filters cleared, the sort kept. */
export const resetFilters = resetKeepingSort(defaultFilters)
