import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { useCursorList } from '@/lib/cursor-list'
import { filterParams, type SalesOrderOverviewFilters } from '../components/overview/sales-order-filters'
import { salesOrderKeys } from './keys'

export type SalesOrderRow = ApiResult<'/api/clients/{clientId}/sales-orders', 'get'>['data'][number]

/** One page of the order overview; `cursor` is the previous page's meta.nextCursor. */
export const listSalesOrders = (
  clientId: number,
  filters: SalesOrderOverviewFilters,
  cursor?: string,
  signal?: AbortSignal,
) =>
  api.get('/api/clients/{clientId}/sales-orders', {
    params: { clientId },
    query: { ...filterParams(filters), cursor },
    signal,
  })

/** The overview's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useSalesOrders = (clientId: number, filters: SalesOrderOverviewFilters) =>
  useCursorList(clientId, {
    queryKey: salesOrderKeys.list(clientId, filters),
    fetchPage: (cursor, signal) => listSalesOrders(clientId, filters, cursor, signal),
  })
