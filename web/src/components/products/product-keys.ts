import type { ProductScope } from './product-search'

// Query keys of an account's products, for every area that reads or changes them: the product
// overview's pages, each product, and what a line's product search found. Orders claim stock and
// deliveries announce it, so their calls refresh what they change here.
export const productKeys = {
  all: (clientId: number) => ['clients', clientId, 'products'] as const,
  lists: (clientId: number) => [...productKeys.all(clientId), 'list'] as const,
  list: (clientId: number, filters: object) => [...productKeys.lists(clientId), filters] as const,
  detail: (clientId: number, productId: number) => [...productKeys.all(clientId), 'detail', productId] as const,
  lineSearch: (clientId: number, scope: ProductScope, q: string) =>
    [...productKeys.all(clientId), 'line-search', scope, q] as const,
}
