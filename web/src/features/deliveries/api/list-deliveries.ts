import { cursorListHook, type RowOf } from '@/lib/api/area-api'
import { filterParams } from '../components/overview/delivery-filters'
import { deliveryKeys } from './keys'

const path = '/api/clients/{clientId}/deliveries'

export type DeliveryRow = RowOf<typeof path>

/** The delivery overview's pages so far. */
export const useDeliveries = cursorListHook(path, deliveryKeys, filterParams)
