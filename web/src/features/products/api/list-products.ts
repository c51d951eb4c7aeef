import { productKeys } from '@/components/products/product-keys'
import { api } from '@/lib/api/client'
import { useCursorList } from '@/lib/cursor-list'
import { filterParams, type ProductOverviewFilters } from '../components/overview/overview-filters'

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

/** The overview's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useProducts = (clientId: number, filters: ProductOverviewFilters) =>
  useCursorList(clientId, {
    queryKey: productKeys.list(clientId, filters),
    fetchPage: (cursor, signal) => listProducts(clientId, filters, cursor, signal),
  })
