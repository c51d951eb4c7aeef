import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { SalesOrderFields } from '../components/sales-order-values'
import type { ConceptSalesOrder } from './get-concept-sales-order'
import { conceptSalesOrderKeys } from './keys'

/** Replaces a concept's fields; checked like a send, and Ready when valid. */
export const updateConceptSalesOrder = async (
  clientId: number,
  conceptSalesOrderId: number,
  fields: SalesOrderFields,
): Promise<ConceptSalesOrder> =>
  (
    await api.put('/api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}', {
      params: { clientId, conceptSalesOrderId },
      body: fields,
    })
  ).data

/** The saved concept is its own detail now; its row in the lists changes too. */
export function useUpdateConceptSalesOrder(clientId: number, conceptSalesOrderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: SalesOrderFields) => updateConceptSalesOrder(clientId, conceptSalesOrderId, fields),
    onSuccess: async (concept) => {
      queryClient.setQueryData(conceptSalesOrderKeys.detail(clientId, conceptSalesOrderId), concept)
      await queryClient.invalidateQueries({ queryKey: conceptSalesOrderKeys.lists(clientId) })
    },
  })
}
