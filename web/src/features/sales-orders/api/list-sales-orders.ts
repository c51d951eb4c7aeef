import { cursorListHook, type RowOf } from '@/lib/api/area-api'
import { filterParams } from '../components/overview/sales-order-filters'
import { salesOrderKeys } from './keys'

const path = '/api/clients/{clientId}/sales-orders'

export type SalesOrderRow = RowOf<typeof path>

/** The order overview's pages so far. */
export const useSalesOrders = cursorListHook(path, salesOrderKeys, filterParams)
