import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { useCursorList } from '@/lib/cursor-list'
import { filterParams, type DeliveryOverviewFilters } from '../components/overview/delivery-filters'
import { deliveryKeys } from './keys'

export type DeliveryRow = ApiResult<'/api/clients/{clientId}/deliveries', 'get'>['data'][number]

/** One page of the delivery overview; `cursor` is the previous page's meta.nextCursor. */
export const listDeliveries = (
  clientId: number,
  filters: DeliveryOverviewFilters,
  cursor?: string,
  signal?: AbortSignal,
) =>
  api.get('/api/clients/{clientId}/deliveries', {
    params: { clientId },
    query: { ...filterParams(filters), cursor },
    signal,
  })

/** The overview's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useDeliveries = (clientId: number, filters: DeliveryOverviewFilters) =>
  useCursorList(clientId, {
    queryKey: deliveryKeys.list(clientId, filters),
    fetchPage: (cursor, signal) => listDeliveries(clientId, filters, cursor, signal),
  })
