import type { components } from '@/lib/api/schema.gen'
import { oneOf, searchOf, searchParamsOf, valuesOf } from '@/lib/list-filters'

// The batch report's search, batch status and 'expires within N days' live in the address under
// the API's names (q, status, expires_within), so the address bar, the list call and the export agree.

export type BatchStatus = components['schemas']['StockBatchStatus']

/** The batch statuses, in the order the status filter offers them. */
export const batchStatuses = valuesOf<BatchStatus>({
  sellable: true,
  damaged: true,
  reserved: true,
  blocked: true,
  expired: true,
})

/** The most days 'expires within' looks ahead, as the API takes it (ten years). */
export const MAX_EXPIRES_WITHIN = 3650

export interface BatchFilters {
  q: string
  status: BatchStatus | null
  /** Whole days from 0 to MAX_EXPIRES_WITHIN, null for no bound. */
  expiresWithin: number | null
}

/** Whole days of the address: 0 to MAX_EXPIRES_WITHIN, else none (a hand-edited link). */
export function expiresWithinOf(value: string | null): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null
  const days = Number(value)
  return days <= MAX_EXPIRES_WITHIN ? days : null
}

/** Reads the filters from the address; anything else than a status or a number of days leaves that filter open. */
export const parseFilters = (params: URLSearchParams): BatchFilters => ({
  q: searchOf(params),
  status: oneOf(batchStatuses, params.get('status')),
  expiresWithin: expiresWithinOf(params.get('expires_within')),
})

/** The list call's and the export's parameters; an empty search and what does not narrow are left out. */
export const batchParams = ({ q, status, expiresWithin }: BatchFilters) => ({
  q: q.trim() || undefined,
  status: status ?? undefined,
  expiresWithin: expiresWithin ?? undefined,
})

export const filtersToSearchParams = searchParamsOf(batchParams)

export const isFiltered = ({ q, status, expiresWithin }: BatchFilters): boolean =>
  q.trim() !== '' || status !== null || expiresWithin !== null

export const resetFilters = (): BatchFilters => ({ q: '', status: null, expiresWithin: null })
