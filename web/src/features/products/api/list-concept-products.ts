import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptProductKeys } from './keys'

export type ConceptProductRow = ApiResult<'/api/clients/{clientId}/concept-products', 'get'>['data'][number]

export interface ConceptProductFilters {
  q: string
  /** true: only 'To adjust', false: only 'Ready', undefined: both. */
  hasErrors?: boolean
}

/** One page of the concept product list, newest first; `cursor` is the previous page's meta.nextCursor. */
export const listConceptProducts = (
  clientId: number,
  { q, hasErrors }: ConceptProductFilters,
  cursor?: string,
  signal?: AbortSignal,
) =>
  api.get('/api/clients/{clientId}/concept-products', {
    params: { clientId },
    query: { q: q || undefined, hasErrors: hasErrors === undefined ? undefined : hasErrors ? 1 : 0, cursor },
    signal,
  })

export const conceptProductsQuery = (clientId: number, filters: ConceptProductFilters) =>
  infiniteQueryOptions({
    queryKey: conceptProductKeys.list(clientId, filters),
    queryFn: ({ pageParam, signal }) => listConceptProducts(clientId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.nextCursor ?? undefined,
  })

/** The list's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useConceptProducts = (clientId: number, filters: ConceptProductFilters) =>
  useInfiniteQuery({
    ...conceptProductsQuery(clientId, filters),
    // While another filter loads, the rows shown stay — but never another account's rows.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === clientId ? previous : undefined),
  })

/** The query key prefix of every concept list of an account, whatever its filters. */
export const conceptListsKey = (clientId: number) => [...conceptProductKeys.all(clientId), 'list'] as const
