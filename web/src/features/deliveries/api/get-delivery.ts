import { recordHook, type RecordOf } from '@/lib/api/area-api'
import { deliveryKeys } from './keys'

const path = '/api/clients/{clientId}/deliveries/{deliveryId}'

/** One sent delivery with its fields, its lines (with the product's name) and what was received. */
export type Delivery = RecordOf<typeof path, 'get'>

export const useDelivery = recordHook(path, deliveryKeys)
