import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { keepRowsOfSameAccount } from '@/lib/cursor-list'
import { monthParams, type ReportMonth } from '../components/month-filters'
import { stockReportKeys } from './keys'

const path = '/api/clients/{clientId}/stock/month'

/** The month report of one month: a row per product with stock or movements, and the totals per revenue code. */
export type StockMonthReport = ApiResult<typeof path, 'get'>['data']
export type StockMonthRow = StockMonthReport['rows'][number]
export type StockMonthTotal = StockMonthReport['totals'][number]

/** The month report; one answer holds every row (it is not paged). */
export const getStockMonthReport = async (
  clientId: number,
  month: ReportMonth,
  signal?: AbortSignal,
): Promise<StockMonthReport> => (await api.get(path, { params: { clientId }, query: monthParams(month), signal })).data

export const stockMonthReportQuery = (clientId: number, month: ReportMonth) =>
  queryOptions({
    queryKey: stockReportKeys.month(clientId, month),
    queryFn: ({ signal }) => getStockMonthReport(clientId, month, signal),
    // While another month loads, the one shown stays (dimmed), as a list's rows do.
    placeholderData: keepRowsOfSameAccount(clientId),
  })

export const useStockMonthReport = (clientId: number, month: ReportMonth) =>
  useQuery(stockMonthReportQuery(clientId, month))
