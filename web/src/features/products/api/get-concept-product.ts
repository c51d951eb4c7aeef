import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptProductKeys } from './keys'

export type ConceptProduct = ApiResult<'/api/clients/{clientId}/concept-products/{conceptProductId}', 'get'>['data']

/** One concept product with its fields and the errors they have now. */
export const getConceptProduct = async (
  clientId: number,
  conceptProductId: number,
  signal?: AbortSignal,
): Promise<ConceptProduct> =>
  (
    await api.get('/api/clients/{clientId}/concept-products/{conceptProductId}', {
      params: { clientId, conceptProductId },
      signal,
    })
  ).data

export const conceptProductQuery = (clientId: number, conceptProductId: number) =>
  queryOptions({
    queryKey: conceptProductKeys.detail(clientId, conceptProductId),
    queryFn: ({ signal }) => getConceptProduct(clientId, conceptProductId, signal),
  })

export const useConceptProduct = (clientId: number, conceptProductId: number) =>
  useQuery(conceptProductQuery(clientId, conceptProductId))
