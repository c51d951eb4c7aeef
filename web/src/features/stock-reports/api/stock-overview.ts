import { productKeys } from '@/components/products/product-keys'
import { cursorListHook, type RowOf } from '@/lib/api/area-api'
import { filterParams } from '../components/stock-overview-filters'

const path = '/api/clients/{clientId}/stock'

/** A row of the stock overview: a product's stock, its status and its usage. */
export type StockOverviewRow = RowOf<typeof path>

/** The stock overview's pages so far; kept with the products, whose stock the portal's own writes change. */
export const useStockOverview = cursorListHook(path, { list: productKeys.stockOverview }, filterParams)
