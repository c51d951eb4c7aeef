import { productKeys } from '@/components/products/product-keys'
import { recordHook, type RecordOf } from '@/lib/api/area-api'

const path = '/api/clients/{clientId}/products/{productId}'

/** One product with its stock per lot and its latest stock movements. */
export type ProductDetail = RecordOf<typeof path, 'get'>

export const useProduct = recordHook(path, productKeys)
