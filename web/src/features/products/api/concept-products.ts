import { productKeys } from '@/components/products/product-keys'
import { conceptApi, type ConceptOf, type ConceptRowOf } from '@/lib/concept-api'
import { conceptProductKeys } from './keys'

const path = '/api/clients/{clientId}/concept-products'

export type ConceptProductRow = ConceptRowOf<typeof path>
export type ConceptProduct = ConceptOf<typeof path>

/** Concept products: a sent concept becomes a product, which the product overview lists. */
export const conceptProducts = conceptApi({
  path,
  keys: conceptProductKeys,
  sentChanges: (clientId) => [productKeys.lists(clientId)],
})
