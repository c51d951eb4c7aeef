import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { useCursorList } from '@/lib/cursor-list'
import { receiptParams, type ReceiptFilters } from '../components/inbound/receipt-filters'
import { receiptKeys } from './keys'

export type ReceiptRow = ApiResult<'/api/clients/{clientId}/receipts', 'get'>['data'][number]

/** One page of the inbound overview, newest receipt date first; `cursor` is the previous page's meta.nextCursor. */
export const listReceipts = (clientId: number, filters: ReceiptFilters, cursor?: string, signal?: AbortSignal) =>
  api.get('/api/clients/{clientId}/receipts', {
    params: { clientId },
    query: { ...receiptParams(filters), cursor },
    signal,
  })

/** The overview's pages so far ('Load more' fetches the next one with the keyset cursor). */
export const useReceipts = (clientId: number, filters: ReceiptFilters) =>
  useCursorList(clientId, {
    queryKey: receiptKeys.list(clientId, filters),
    fetchPage: (cursor, signal) => listReceipts(clientId, filters, cursor, signal),
  })
