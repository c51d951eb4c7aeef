import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptSalesOrderKeys } from './keys'

export type ConceptSalesOrder = ApiResult<
  '/api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}',
  'get'
>['data']

/** One concept sales order with its fields and the errors they have now. */
export const getConceptSalesOrder = async (
  clientId: number,
  conceptSalesOrderId: number,
  signal?: AbortSignal,
): Promise<ConceptSalesOrder> =>
  (
    await api.get('/api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}', {
      params: { clientId, conceptSalesOrderId },
      signal,
    })
  ).data

export const conceptSalesOrderQuery = (clientId: number, conceptSalesOrderId: number) =>
  queryOptions({
    queryKey: conceptSalesOrderKeys.detail(clientId, conceptSalesOrderId),
    queryFn: ({ signal }) => getConceptSalesOrder(clientId, conceptSalesOrderId, signal),
  })

export const useConceptSalesOrder = (clientId: number, conceptSalesOrderId: number) =>
  useQuery(conceptSalesOrderQuery(clientId, conceptSalesOrderId))
