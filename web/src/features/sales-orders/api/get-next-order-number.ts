import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { salesOrderKeys } from './keys'

/** The order number a new order is proposed with: the account's next free one. */
export const getNextOrderNumber = async (clientId: number, signal?: AbortSignal): Promise<string> =>
  (await api.get('/api/clients/{clientId}/sales-orders/next-number', { params: { clientId }, signal })).data.orderNumber

// Asked again for every new order: another user may have taken the number meanwhile.
export const nextOrderNumberQuery = (clientId: number) =>
  queryOptions({
    queryKey: salesOrderKeys.nextNumber(clientId),
    queryFn: ({ signal }) => getNextOrderNumber(clientId, signal),
    staleTime: 0,
    gcTime: 0,
  })

export const useNextOrderNumber = (clientId: number) => useQuery(nextOrderNumberQuery(clientId))
