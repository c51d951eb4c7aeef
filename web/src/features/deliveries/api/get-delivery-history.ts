import { historyHook } from '@/lib/api/area-api'
import { deliveryKeys } from './keys'

/**
 * What happened to a delivery, oldest first: announced, edited, cancelled, arrived and received. A
 * cancel reads it again with the rest of the account's deliveries; an edit through its history key.
 */
export const useDeliveryHistory = historyHook('/api/clients/{clientId}/deliveries/{deliveryId}/history', deliveryKeys)
