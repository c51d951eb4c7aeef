import { updateHook } from '@/lib/api/area-api'
import { salesOrderKeys } from './keys'

/**
 * Replaces an order's fields before the warehouse takes it (409 once it may no longer be edited); its
 * row in the overview and its history change too.
 */
export const useUpdateSalesOrder = updateHook(
  '/api/clients/{clientId}/sales-orders/{salesOrderId}',
  salesOrderKeys,
  (clientId) => [salesOrderKeys.lists(clientId), salesOrderKeys.histories(clientId)],
)
