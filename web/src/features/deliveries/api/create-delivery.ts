import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productKeys } from '@/components/products/product-keys'
import { api } from '@/lib/api/client'
import type { DeliveryFields } from '../components/delivery-values'
import type { Delivery } from './get-delivery'
import { deliveryKeys } from './keys'

/** Announces a new delivery at once; a 422 carries the field errors and stores nothing. */
export const createDelivery = async (clientId: number, fields: DeliveryFields): Promise<Delivery> =>
  (await api.post('/api/clients/{clientId}/deliveries', { params: { clientId }, body: fields })).data

/** An announced delivery joins the overview and counts as inbound stock of its products. */
export function useCreateDelivery(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: DeliveryFields) => createDelivery(clientId, fields),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.all(clientId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.all(clientId) }),
      ]),
  })
}
