import { productKeys } from '@/components/products/product-keys'
import { conceptApi, type ConceptOf, type ConceptRowOf } from '@/lib/concept-api'
import { conceptDeliveryKeys, deliveryKeys } from './keys'

const path = '/api/clients/{clientId}/concept-deliveries'

export type ConceptDeliveryRow = ConceptRowOf<typeof path>
export type ConceptDelivery = ConceptOf<typeof path>

/** Concept deliveries: a sent concept becomes an announced delivery in the delivery overview, inbound stock of its products. */
export const conceptDeliveries = conceptApi({
  path,
  keys: conceptDeliveryKeys,
  sentChanges: (clientId) => [deliveryKeys.all(clientId), productKeys.all(clientId)],
})
