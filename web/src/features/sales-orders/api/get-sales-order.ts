import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { salesOrderKeys } from './keys'

export type SalesOrder = ApiResult<'/api/clients/{clientId}/sales-orders/{salesOrderId}', 'get'>['data']

/** One order with its lines, shipment items, footer, problems and stock warnings. */
export const getSalesOrder = async (
  clientId: number,
  salesOrderId: number,
  signal?: AbortSignal,
): Promise<SalesOrder> =>
  (
    await api.get('/api/clients/{clientId}/sales-orders/{salesOrderId}', {
      params: { clientId, salesOrderId },
      signal,
    })
  ).data

export const salesOrderQuery = (clientId: number, salesOrderId: number) =>
  queryOptions({
    queryKey: salesOrderKeys.detail(clientId, salesOrderId),
    queryFn: ({ signal }) => getSalesOrder(clientId, salesOrderId, signal),
  })

export const useSalesOrder = (clientId: number, salesOrderId: number) =>
  useQuery(salesOrderQuery(clientId, salesOrderId))
