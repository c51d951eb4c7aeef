import { productKeys } from '@/components/products/product-keys'
import { createHook } from '@/lib/api/area-api'
import { salesOrderKeys } from './keys'

/** Sends a new order to the warehouse: it joins the overview, claims stock and takes its number. */
export const useCreateSalesOrder = createHook('/api/clients/{clientId}/sales-orders', (clientId) => [
  salesOrderKeys.all(clientId),
  productKeys.all(clientId),
])
