import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { conceptSalesOrderKeys, salesOrderKeys } from './keys'

/** What a bulk call answers: the ids that succeeded, and each failed id with its field errors. */
export type ConceptBulkResult = ApiResult<'/api/clients/{clientId}/concept-sales-orders/send', 'post'>['data']

/** Sends concepts: each valid one becomes an order (its concept is gone), an invalid one stays with its errors. */
export const sendConceptSalesOrders = async (clientId: number, ids: number[]): Promise<ConceptBulkResult> =>
  (await api.post('/api/clients/{clientId}/concept-sales-orders/send', { params: { clientId }, body: { ids } })).data

/** Sent concepts leave the concept lists and join the order overview, claiming stock; failed ones have new errors. */
export function useSendConceptSalesOrders(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => sendConceptSalesOrders(clientId, ids),
    onSuccess: async ({ succeeded, failed }) => {
      for (const id of succeeded) queryClient.removeQueries({ queryKey: conceptSalesOrderKeys.detail(clientId, id) })
      await Promise.all([
        ...failed.map(({ id }) =>
          queryClient.invalidateQueries({ queryKey: conceptSalesOrderKeys.detail(clientId, id) }),
        ),
        queryClient.invalidateQueries({ queryKey: conceptSalesOrderKeys.lists(clientId) }),
        queryClient.invalidateQueries({ queryKey: salesOrderKeys.all(clientId) }),
        queryClient.invalidateQueries({ queryKey: ['clients', clientId, 'products'] }),
      ])
    },
  })
}
