import { historyHook } from '@/lib/api/area-api'
import { salesOrderKeys } from './keys'

/**
 * What happened to an order, oldest first: made, edited, held, released, cancelled, taken and shipped.
 * A status change reads it again with the rest of the account's orders; an edit through its history key.
 */
export const useSalesOrderHistory = historyHook(
  '/api/clients/{clientId}/sales-orders/{salesOrderId}/history',
  salesOrderKeys,
)
