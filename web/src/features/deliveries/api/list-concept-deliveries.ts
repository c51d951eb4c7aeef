import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptFilterQuery, type ConceptFilters } from '@/lib/concept-filters'
import { useCursorList } from '@/lib/cursor-list'
import { conceptDeliveryKeys } from './keys'

export type ConceptDeliveryRow = ApiResult<'/api/clients/{clientId}/concept-deliveries', 'get'>['data'][number]

/** One page of the concept delivery list, newest first; `cursor` is the previous page's meta.nextCursor. */
export const listConceptDeliveries = (
  clientId: number,
  filters: ConceptFilters,
  cursor?: string,
  signal?: AbortSignal,
) =>
  api.get('/api/clients/{clientId}/concept-deliveries', {
    params: { clientId },
    query: { ...conceptFilterQuery(filters), cursor },
    signal,
  })

/** The list's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useConceptDeliveries = (clientId: number, filters: ConceptFilters) =>
  useCursorList(clientId, {
    queryKey: conceptDeliveryKeys.list(clientId, filters),
    fetchPage: (cursor, signal) => listConceptDeliveries(clientId, filters, cursor, signal),
  })
