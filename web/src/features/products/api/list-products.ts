import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { filterParams, type ProductOverviewFilters } from '../components/overview/overview-filters'
import { productKeys } from './keys'

/** One page of the product overview; `cursor` is the previous page's meta.nextCursor. */
export const listProducts = (
  clientId: number,
  filters: ProductOverviewFilters,
  cursor?: string,
  signal?: AbortSignal,
) =>
  api.get('/api/clients/{clientId}/products', {
    params: { clientId },
    query: { ...filterParams(filters), cursor },
    signal,
  })

export const productsQuery = (clientId: number, filters: ProductOverviewFilters) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(clientId, filters),
    queryFn: ({ pageParam, signal }) => listProducts(clientId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.nextCursor ?? undefined,
  })

/** The overview's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useProducts = (clientId: number, filters: ProductOverviewFilters) =>
  useInfiniteQuery({
    ...productsQuery(clientId, filters),
    // While other filters load, the rows shown stay (dimmed) — but never another account's rows.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === clientId ? previous : undefined),
  })
