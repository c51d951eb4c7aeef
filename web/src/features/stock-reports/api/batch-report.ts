import { areaKeys, cursorListHook, type RowOf } from '@/lib/api/area-api'
import { batchParams } from '../components/batch-filters'

const path = '/api/clients/{clientId}/stock/batches'

/** A row of the batch report: a product's units in one lot, best-before date and batch status. */
export type StockBatchRow = RowOf<typeof path>

// The batch report's pages of an account; the warehouse's movements change them, nothing here does.
const batchKeys = areaKeys('stock-batches')

/** The batch report's pages so far, soonest best-before date first. */
export const useStockBatches = cursorListHook(path, batchKeys, batchParams)
