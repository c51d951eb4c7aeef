import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptFilterQuery, type ConceptFilters } from '@/lib/concept-filters'
import { useCursorList } from '@/lib/cursor-list'
import { conceptProductKeys } from './keys'

export type ConceptProductRow = ApiResult<'/api/clients/{clientId}/concept-products', 'get'>['data'][number]

/** One page of the concept product list, newest first; `cursor` is the previous page's meta.nextCursor. */
export const listConceptProducts = (clientId: number, filters: ConceptFilters, cursor?: string, signal?: AbortSignal) =>
  api.get('/api/clients/{clientId}/concept-products', {
    params: { clientId },
    query: { ...conceptFilterQuery(filters), cursor },
    signal,
  })

/** The list's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useConceptProducts = (clientId: number, filters: ConceptFilters) =>
  useCursorList(clientId, {
    queryKey: conceptProductKeys.list(clientId, filters),
    fetchPage: (cursor, signal) => listConceptProducts(clientId, filters, cursor, signal),
  })

/** The query key prefix of every concept list of an account, whatever its filters. */
export const conceptListsKey = (clientId: number) => [...conceptProductKeys.all(clientId), 'list'] as const
