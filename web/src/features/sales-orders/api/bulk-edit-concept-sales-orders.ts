import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { SalesOrderFields } from '../components/sales-order-values'
import { conceptSalesOrderKeys } from './keys'
import type { ConceptBulkResult } from './send-concept-sales-orders'

export interface ConceptSalesOrderBulkEdit {
  ids: number[]
  changes: Partial<SalesOrderFields>
}

/** Sets the same header fields on many concepts; `succeeded` are Ready now, `failed` still have errors. */
export const bulkEditConceptSalesOrders = async (
  clientId: number,
  { ids, changes }: ConceptSalesOrderBulkEdit,
): Promise<ConceptBulkResult> =>
  (
    await api.post('/api/clients/{clientId}/concept-sales-orders/bulk', {
      params: { clientId },
      body: { ids, changes },
    })
  ).data

/** Every edited concept changed: its detail and the lists. */
export function useBulkEditConceptSalesOrders(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: ConceptSalesOrderBulkEdit) => bulkEditConceptSalesOrders(clientId, edit),
    onSuccess: async (_, { ids }) => {
      await Promise.all([
        ...ids.map((id) => queryClient.invalidateQueries({ queryKey: conceptSalesOrderKeys.detail(clientId, id) })),
        queryClient.invalidateQueries({ queryKey: conceptSalesOrderKeys.lists(clientId) }),
      ])
    },
  })
}
