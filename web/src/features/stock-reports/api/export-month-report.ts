import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { screenLanguage } from '@/lib/i18n'
import { monthParams, type ReportMonth } from '../components/month-filters'

type StockMonthExportForm = Camelize<components['schemas']['StockMonthExportForm']>

/**
 * Downloads the month report's product rows as a file ('stock month report'): a browser form post,
 * so the session cookie authorises it and the browser saves the streamed answer itself, of the
 * month the page shows.
 */
export function exportStockMonthReport(clientId: number, month: ReportMonth, format: ExportFormat): void {
  const form: StockMonthExportForm = { ...monthParams(month), format, language: screenLanguage() }
  submitBrowserForm(`/api/clients/${clientId}/exports/stock-month`, { ...form })
}
