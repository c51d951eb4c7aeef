import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptDeliveryKeys } from './keys'

export type ConceptDelivery = ApiResult<'/api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}', 'get'>['data']

/** One concept delivery with its fields and the errors they have now. */
export const getConceptDelivery = async (
  clientId: number,
  conceptDeliveryId: number,
  signal?: AbortSignal,
): Promise<ConceptDelivery> =>
  (
    await api.get('/api/clients/{clientId}/concept-deliveries/{conceptDeliveryId}', {
      params: { clientId, conceptDeliveryId },
      signal,
    })
  ).data

export const conceptDeliveryQuery = (clientId: number, conceptDeliveryId: number) =>
  queryOptions({
    queryKey: conceptDeliveryKeys.detail(clientId, conceptDeliveryId),
    queryFn: ({ signal }) => getConceptDelivery(clientId, conceptDeliveryId, signal),
  })

export const useConceptDelivery = (clientId: number, conceptDeliveryId: number) =>
  useQuery(conceptDeliveryQuery(clientId, conceptDeliveryId))
