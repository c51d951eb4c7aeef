import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { SalesOrderFields } from '../components/sales-order-values'
import type { ConceptSalesOrder } from './get-concept-sales-order'
import { conceptSalesOrderKeys } from './keys'

/** Saves a new order as a concept, checked like a send; a 422 carries the field errors. */
export const createConceptSalesOrder = async (clientId: number, fields: SalesOrderFields): Promise<ConceptSalesOrder> =>
  (await api.post('/api/clients/{clientId}/concept-sales-orders', { params: { clientId }, body: fields })).data

/** A new concept shows up in the concept lists. */
export function useCreateConceptSalesOrder(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: SalesOrderFields) => createConceptSalesOrder(clientId, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptSalesOrderKeys.lists(clientId) }),
  })
}
