import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { SalesOrder } from './get-sales-order'
import { salesOrderKeys } from './keys'

/** The client's status changes of an order: put on hold, release, cancel (409 when its status does not allow it). */
export type SalesOrderTransition = 'hold' | 'release' | 'cancel'

const calls: Record<SalesOrderTransition, (clientId: number, salesOrderId: number) => Promise<{ data: SalesOrder }>> = {
  hold: (clientId, salesOrderId) =>
    api.post('/api/clients/{clientId}/sales-orders/{salesOrderId}/hold', { params: { clientId, salesOrderId } }),
  release: (clientId, salesOrderId) =>
    api.post('/api/clients/{clientId}/sales-orders/{salesOrderId}/release', { params: { clientId, salesOrderId } }),
  cancel: (clientId, salesOrderId) =>
    api.post('/api/clients/{clientId}/sales-orders/{salesOrderId}/cancel', { params: { clientId, salesOrderId } }),
}

export const changeSalesOrderStatus = async (
  clientId: number,
  salesOrderId: number,
  transition: SalesOrderTransition,
): Promise<SalesOrder> => (await calls[transition](clientId, salesOrderId)).data

/**
 * Changes the order's status; afterwards the order is read again, whether the change passed or was
 * refused (another user may have changed it), and the overview's pages and its history are refreshed.
 */
export function useChangeSalesOrderStatus(clientId: number, salesOrderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (transition: SalesOrderTransition) => changeSalesOrderStatus(clientId, salesOrderId, transition),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesOrderKeys.all(clientId) }),
  })
}
