import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'
import type { SalesOrder } from './get-sales-order'
import { salesOrderKeys } from './keys'

export type SalesOrderUpdate = ApiBody<'/api/clients/{clientId}/sales-orders/{salesOrderId}', 'put'>

/** Replaces an order's fields before the warehouse takes it (409 once it may no longer be edited). */
export const updateSalesOrder = async (
  clientId: number,
  salesOrderId: number,
  fields: SalesOrderUpdate,
): Promise<SalesOrder> =>
  (
    await api.put('/api/clients/{clientId}/sales-orders/{salesOrderId}', {
      params: { clientId, salesOrderId },
      body: fields,
    })
  ).data

/** The saved order is its own detail now; its row in the overview changes too. */
export function useUpdateSalesOrder(clientId: number, salesOrderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: SalesOrderUpdate) => updateSalesOrder(clientId, salesOrderId, fields),
    onSuccess: async (order) => {
      queryClient.setQueryData(salesOrderKeys.detail(clientId, salesOrderId), order)
      await queryClient.invalidateQueries({ queryKey: salesOrderKeys.lists(clientId) })
    },
  })
}
