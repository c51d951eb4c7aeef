import { productKeys } from '@/components/products/product-keys'
import { conceptApi, type ConceptOf, type ConceptRowOf } from '@/lib/concept-api'
import { conceptSalesOrderKeys, salesOrderKeys } from './keys'

const path = '/api/clients/{clientId}/concept-sales-orders'

export type ConceptSalesOrderRow = ConceptRowOf<typeof path>
export type ConceptSalesOrder = ConceptOf<typeof path>

/** Concept sales orders: a sent concept becomes an order in the order overview, claiming stock of its products. */
export const conceptSalesOrders = conceptApi({
  path,
  keys: conceptSalesOrderKeys,
  sentChanges: (clientId) => [salesOrderKeys.all(clientId), productKeys.all(clientId)],
})
