import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { deliveryKeys } from './keys'

export type Delivery = ApiResult<'/api/clients/{clientId}/deliveries/{deliveryId}', 'get'>['data']

/** One sent delivery with its fields, its lines (with the product's name) and what was received. */
export const getDelivery = async (clientId: number, deliveryId: number, signal?: AbortSignal): Promise<Delivery> =>
  (await api.get('/api/clients/{clientId}/deliveries/{deliveryId}', { params: { clientId, deliveryId }, signal })).data

export const deliveryQuery = (clientId: number, deliveryId: number) =>
  queryOptions({
    queryKey: deliveryKeys.detail(clientId, deliveryId),
    queryFn: ({ signal }) => getDelivery(clientId, deliveryId, signal),
  })

export const useDelivery = (clientId: number, deliveryId: number) => useQuery(deliveryQuery(clientId, deliveryId))
