import { cursorListHook, type RowOf } from '@/lib/api/area-api'
import { receiptParams } from '../components/inbound/receipt-filters'
import { receiptKeys } from './keys'

const path = '/api/clients/{clientId}/receipts'

export type ReceiptRow = RowOf<typeof path>

/** The inbound overview's pages so far, newest receipt date first. */
export const useReceipts = cursorListHook(path, receiptKeys, receiptParams)
