import { productKeys } from '@/components/products/product-keys'
import { recordHook, type RecordOf } from '@/lib/api/area-api'

const path = '/api/clients/{clientId}/products/{productId}/stock-months'

/** A product's last 12 months, oldest first: each month's closing stock and usage. */
export type ProductStockMonth = RecordOf<typeof path, 'get'>[number]

/** Under the product's key, so whatever reads the product again reads its months again too. */
const stockMonthKeys = {
  detail: (clientId: number, productId: number) =>
    [...productKeys.detail(clientId, productId), 'stock-months'] as const,
}

export const useProductStockMonths = recordHook(path, stockMonthKeys)
