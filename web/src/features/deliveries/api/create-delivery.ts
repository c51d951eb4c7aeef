import { productKeys } from '@/components/products/product-keys'
import { createHook } from '@/lib/api/area-api'
import { deliveryKeys } from './keys'

/** Announces a new delivery at once: it joins the overview and counts as inbound stock of its products. */
export const useCreateDelivery = createHook('/api/clients/{clientId}/deliveries', (clientId) => [
  deliveryKeys.all(clientId),
  productKeys.all(clientId),
])
