import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productKeys } from '@/components/products/product-keys'
import { api } from '@/lib/api/client'
import type { DeliveryFields } from '../components/delivery-values'
import type { Delivery } from './get-delivery'
import { deliveryKeys } from './keys'

/** Replaces an announced delivery's fields (409 once it arrived or was cancelled). */
export const updateDelivery = async (clientId: number, deliveryId: number, fields: DeliveryFields): Promise<Delivery> =>
  (
    await api.put('/api/clients/{clientId}/deliveries/{deliveryId}', {
      params: { clientId, deliveryId },
      body: fields,
    })
  ).data

/** The saved delivery is its own detail now; its row in the overview and its products' inbound stock change too. */
export function useUpdateDelivery(clientId: number, deliveryId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: DeliveryFields) => updateDelivery(clientId, deliveryId, fields),
    onSuccess: async (delivery) => {
      queryClient.setQueryData(deliveryKeys.detail(clientId, deliveryId), delivery)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.lists(clientId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.all(clientId) }),
      ])
    },
  })
}
