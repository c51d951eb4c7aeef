import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productKeys } from '@/components/products/product-keys'
import { api } from '@/lib/api/client'
import type { Delivery } from './get-delivery'
import { deliveryKeys } from './keys'

/** Cancels an announced delivery (409 once it arrived). */
export const cancelDelivery = async (clientId: number, deliveryId: number): Promise<Delivery> =>
  (await api.post('/api/clients/{clientId}/deliveries/{deliveryId}/cancel', { params: { clientId, deliveryId } })).data

/**
 * Afterwards the deliveries are read again, whether the cancel passed or was refused (the warehouse
 * may have taken it meanwhile); its lines no longer count as inbound stock.
 */
export function useCancelDelivery(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (deliveryId: number) => cancelDelivery(clientId, deliveryId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.all(clientId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.all(clientId) }),
      ]),
  })
}
