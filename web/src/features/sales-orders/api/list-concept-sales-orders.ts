import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptFilterQuery, type ConceptFilters } from '@/lib/concept-filters'
import { useCursorList } from '@/lib/cursor-list'
import { conceptSalesOrderKeys } from './keys'

export type ConceptSalesOrderRow = ApiResult<'/api/clients/{clientId}/concept-sales-orders', 'get'>['data'][number]

/** One page of the concept order list, newest first; `cursor` is the previous page's meta.nextCursor. */
export const listConceptSalesOrders = (
  clientId: number,
  filters: ConceptFilters,
  cursor?: string,
  signal?: AbortSignal,
) =>
  api.get('/api/clients/{clientId}/concept-sales-orders', {
    params: { clientId },
    query: { ...conceptFilterQuery(filters), cursor },
    signal,
  })

/** The list's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useConceptSalesOrders = (clientId: number, filters: ConceptFilters) =>
  useCursorList(clientId, {
    queryKey: conceptSalesOrderKeys.list(clientId, filters),
    fetchPage: (cursor, signal) => listConceptSalesOrders(clientId, filters, cursor, signal),
  })
