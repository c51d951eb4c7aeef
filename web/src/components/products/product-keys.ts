import { areaKeys } from '@/lib/api/area-api'
import type { ProductScope } from './product-search'

// Query keys of an account's products, for every area that reads or changes them: the product
// overview's pages, the stock overview's, each product, and what a line's product search found. Orders claim stock and
// deliveries announce it, so their calls refresh what they change here.
const keys = areaKeys('products')
export const productKeys = {
  ...keys,
  stockOverview: (clientId: number, filters: object) => [...keys.all(clientId), 'stock-overview', filters] as const,
  lineSearch: (clientId: number, scope: ProductScope, q: string) =>
    [...keys.all(clientId), 'line-search', scope, q] as const,
}
