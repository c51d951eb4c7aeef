import { recordHook, type RecordOf } from '@/lib/api/area-api'
import { salesOrderKeys } from './keys'

const path = '/api/clients/{clientId}/sales-orders/{salesOrderId}'

/** One order with its lines, shipment items, footer, problems and stock warnings. */
export type SalesOrder = RecordOf<typeof path, 'get'>

export const useSalesOrder = recordHook(path, salesOrderKeys)
