import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { conceptSalesOrderKeys } from './keys'
import type { ConceptBulkResult } from './send-concept-sales-orders'

/** Deletes many concepts in one call; ids that are gone already come back as failed. */
export const deleteConceptSalesOrders = async (clientId: number, ids: number[]): Promise<ConceptBulkResult> =>
  (await api.post('/api/clients/{clientId}/concept-sales-orders/delete', { params: { clientId }, body: { ids } })).data

/** Deleted concepts leave the concept lists. */
export function useDeleteConceptSalesOrders(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => deleteConceptSalesOrders(clientId, ids),
    onSuccess: async ({ succeeded }) => {
      for (const id of succeeded) queryClient.removeQueries({ queryKey: conceptSalesOrderKeys.detail(clientId, id) })
      await queryClient.invalidateQueries({ queryKey: conceptSalesOrderKeys.lists(clientId) })
    },
  })
}
