import type { SearchQuery } from '@/components/SearchCombobox'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { salesOrderSearchKeys } from './keys'

export type OrderableProduct = ApiResult<'/api/clients/{clientId}/products', 'get'>['data'][number]

/** How many products the line's search offers at once. */
const SEARCH_LIMIT = 10

/** Active products whose article number or EAN starts with q or whose name contains it: inactive ones cannot be ordered. */
export const searchProducts = async (clientId: number, q: string, signal?: AbortSignal): Promise<OrderableProduct[]> =>
  (
    await api.get('/api/clients/{clientId}/products', {
      params: { clientId },
      query: { q, status: 'active', limit: SEARCH_LIMIT },
      signal,
    })
  ).data

export const productSearchQuery =
  (clientId: number) =>
  (q: string): SearchQuery<OrderableProduct> => ({
    queryKey: salesOrderSearchKeys.products(clientId, q),
    queryFn: ({ signal }) => searchProducts(clientId, q, signal),
  })
