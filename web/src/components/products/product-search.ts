import type { SearchQuery } from '@/components/SearchCombobox'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { productKeys } from './product-keys'

/** A product as the product search finds it (the product overview's row). */
export type ProductHit = ApiResult<'/api/clients/{clientId}/products', 'get'>['data'][number]

/** How many products a line's search offers at once. */
const SEARCH_LIMIT = 10

/** Which products a line may name: an order line only active ones (inactive ones cannot be ordered), a delivery line any. */
export type ProductScope = 'active' | 'all'

/** Products whose article number or EAN starts with q or whose name contains it. */
export const searchProducts = async (
  clientId: number,
  q: string,
  scope: ProductScope,
  signal?: AbortSignal,
): Promise<ProductHit[]> =>
  (
    await api.get('/api/clients/{clientId}/products', {
      params: { clientId },
      query: { q, status: scope === 'active' ? 'active' : undefined, limit: SEARCH_LIMIT },
      signal,
    })
  ).data

export const productSearchQuery =
  (clientId: number, scope: ProductScope) =>
  (q: string): SearchQuery<ProductHit> => ({
    queryKey: productKeys.lineSearch(clientId, scope, q),
    queryFn: ({ signal }) => searchProducts(clientId, q, scope, signal),
  })
