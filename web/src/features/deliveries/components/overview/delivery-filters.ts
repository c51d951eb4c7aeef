import type { components } from '@/lib/api/schema.gen'
import { oneOf, searchOf, valuesOf, type SortDirection } from '@/lib/list-filters'
import { listNarrowing } from '@/lib/list-narrowing'
import { parseSort } from '@/lib/list-sort'

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

export const { filterParams, filtersToSearchParams, isFiltered, resetFilters } = listNarrowing(
  defaultFilters,
  ['status'],
  defaultDirection,
)
