import { MAX_SEARCH_LENGTH } from '@/components/SearchInput'
import { toParamEntries } from '@/lib/api/params'
import type { components } from '@/lib/api/schema.gen'

// The delivery overview's search, status filter and sort live in the URL (reload and Back keep
// them), under the names the API takes, so the address bar and the list call agree.

type Schemas = components['schemas']
export type DeliveryStatus = Schemas['DeliveryStatus']
export type DeliverySort = Schemas['DeliverySort']
export type SortDirection = 'asc' | 'desc'

// Records keyed by the generated unions: the compiler rejects a list that misses or invents a value.
const valuesOf = <T extends string>(values: Record<T, true>): readonly T[] => Object.keys(values) as T[]

export const deliveryStatuses = valuesOf<DeliveryStatus>({
  Announced: true,
  Arrived: true,
  Received: true,
  Cancelled: true,
})
export const deliverySorts = valuesOf<DeliverySort>({ newest: true, planned_date: true, reference: true })
const directions = valuesOf<SortDirection>({ asc: true, desc: true })

export interface DeliveryOverviewFilters {
  q: string
  status: DeliveryStatus | null
  sort: DeliverySort
  direction: SortDirection
}

/** The API's direction for a sort: the newest and latest planned date first, references A to Z. */
export const defaultDirection = (sort: DeliverySort): SortDirection => (sort === 'reference' ? 'asc' : 'desc')

export const defaultFilters: DeliveryOverviewFilters = { q: '', status: null, sort: 'newest', direction: 'desc' }

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null

/** Reads the filters from the address; anything unknown (an old or hand-edited link) falls back to the default. */
export function parseFilters(params: URLSearchParams): DeliveryOverviewFilters {
  const sort = oneOf(deliverySorts, params.get('sort')) ?? defaultFilters.sort
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    status: oneOf(deliveryStatuses, params.get('status')),
    sort,
    direction: oneOf(directions, params.get('direction')) ?? defaultDirection(sort),
  }
}

/** The list call's parameters; values equal to the API's defaults are left out, so a plain overview has a plain URL. */
export function filterParams(filters: DeliveryOverviewFilters) {
  return {
    q: filters.q.trim() || undefined,
    status: filters.status ?? undefined,
    sort: filters.sort === defaultFilters.sort ? undefined : filters.sort,
    direction: filters.direction === defaultDirection(filters.sort) ? undefined : filters.direction,
  }
}

export const filtersToSearchParams = (filters: DeliveryOverviewFilters): URLSearchParams =>
  new URLSearchParams(toParamEntries(filterParams(filters)))

/** Whether anything narrows the list (sorting does not), which offers 'Reset filters'. */
export const isFiltered = (filters: DeliveryOverviewFilters): boolean =>
  filters.q.trim() !== '' || filters.status !== null

/** The filters cleared, the sort kept. */
export const resetFilters = (filters: DeliveryOverviewFilters): DeliveryOverviewFilters => ({
  ...defaultFilters,
  sort: filters.sort,
  direction: filters.direction,
})
