import { productKeys } from '@/components/products/product-keys'
import { cursorListHook } from '@/lib/api/area-api'
import { filterParams } from '@/components/products/product-filters'

/** The product overview's pages so far. */
export const useProducts = cursorListHook('/api/clients/{clientId}/products', productKeys, filterParams)
