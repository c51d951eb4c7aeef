import { cursorListHook, type RowOf } from '@/lib/api/area-api'
import { flowParams, type FlowFilters } from '../components/flow-filters'
import { stockReportKeys } from './keys'

const path = '/api/clients/{clientId}/stock/flow'

/** A movement of the flow report, with the product's stock after it (inventoryChange). */
export type StockFlowRow = RowOf<typeof path>

const flowKeys = {
  list: (clientId: number, filters: object) => [...stockReportKeys.all(clientId), 'flow', filters] as const,
}

/** The flow report's pages so far, oldest movement first. */
export const useStockFlow = cursorListHook(path, flowKeys, (filters: FlowFilters) => flowParams(filters))
