import type { components } from '@/lib/api/schema.gen'
import { oneOf, searchOf, searchParamsOf, valuesOf, type SortDirection } from '@/lib/list-filters'
import { parseSort, resetKeepingSort, sortParams } from '@/lib/list-sort'

// The delivery overview's search, status filter and sort live in the URL (reload and Back keep
// them), under the names the API takes, so the address bar and the list call agree.

type Schemas = components['schemas']
export type DeliveryStatus = Schemas['DeliveryStatus']
export type DeliverySort = Schemas['DeliverySort']

export const deliveryStatuses = valuesOf<DeliveryStatus>({
  Announced: true,
  Arrived: true,
  Received: true,
  Cancelled: true,
})
export const deliverySorts = valuesOf<DeliverySort>({ newest: true, planned_date: true, reference: true })

export interface DeliveryOverviewFilters {
  q: string
  status: DeliveryStatus | null
  sort: DeliverySort
  direction: SortDirection
}

/** The API's direction for a sort: the newest and latest planned date first, references A to Z. */
export const defaultDirection = (sort: DeliverySort): SortDirection => (sort === 'reference' ? 'asc' : 'desc')

export const defaultFilters: DeliveryOverviewFilters = { q: '', status: null, sort: 'newest', direction: 'desc' }

/** Reads the filters from the address; anything unknown (an old or hand-edited link) falls back to the default. */
export function parseFilters(params: URLSearchParams): DeliveryOverviewFilters {
  return {
    q: searchOf(params),
    status: oneOf(deliveryStatuses, params.get('status')),
    ...parseSort(params, deliverySorts, defaultFilters.sort, defaultDirection),
  }
}

/** The list call's parameters; values equal to the API's defaults are left out, so a plain overview has a plain URL. */
export function filterParams(filters: DeliveryOverviewFilters) {
  return {
    q: filters.q.trim() || undefined,
    status: filters.status ?? undefined,
    ...sortParams(filters, defaultFilters.sort, defaultDirection),
  }
}

export const filtersToSearchParams = searchParamsOf(filterParams)

/** Whether anything narrows the list (sorting does not), which offers 'Reset filters'. */
export const isFiltered = (filters: DeliveryOverviewFilters): boolean =>
  filters.q.trim() !== '' || filters.status !== null

/** The filters cleared, the sort kept. */
export const resetFilters = resetKeepingSort(defaultFilters)
