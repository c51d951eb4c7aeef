import { areaKeys } from '@/lib/api/area-api'
import type { ReportMonth } from '../components/month-filters'

// Query keys of the stock reports of an account; the warehouse's movements change them, nothing here does.
const stockReports = areaKeys('stock-reports')

export const stockReportKeys = {
  all: stockReports.all,
  month: (clientId: number, month: ReportMonth) => [...stockReports.all(clientId), 'month', month] as const,
}
