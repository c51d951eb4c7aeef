import { productKeys } from '@/components/products/product-keys'
import { updateHook } from '@/lib/api/area-api'
import { deliveryKeys } from './keys'

/**
 * Replaces an announced delivery's fields (409 once it arrived or was cancelled); its row in the
 * overview, its history and its products' inbound stock change too.
 */
export const useUpdateDelivery = updateHook(
  '/api/clients/{clientId}/deliveries/{deliveryId}',
  deliveryKeys,
  (clientId) => [deliveryKeys.lists(clientId), deliveryKeys.histories(clientId), productKeys.all(clientId)],
)
