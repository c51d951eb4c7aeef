import { queryOptions, useQuery } from '@tanstack/react-query'
import { productKeys } from '@/components/products/product-keys'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'

export type ProductDetail = ApiResult<'/api/clients/{clientId}/products/{productId}', 'get'>['data']

/** One product with its stock per lot and its latest stock movements. */
export const getProduct = async (clientId: number, productId: number, signal?: AbortSignal): Promise<ProductDetail> =>
  (await api.get('/api/clients/{clientId}/products/{productId}', { params: { clientId, productId }, signal })).data

export const productQuery = (clientId: number, productId: number) =>
  queryOptions({
    queryKey: productKeys.detail(clientId, productId),
    queryFn: ({ signal }) => getProduct(clientId, productId, signal),
  })

export const useProduct = (clientId: number, productId: number) => useQuery(productQuery(clientId, productId))
