import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { screenLanguage } from '@/lib/i18n'
import { batchParams, type BatchFilters } from '../components/batch-filters'

type StockBatchExportForm = Camelize<components['schemas']['StockBatchExportForm']>

/**
 * Downloads the batch report's rows as a file ('stock batch report'): a browser form post, so the
 * session cookie authorises it and the browser saves the streamed answer itself, with the report's
 * search, status and 'expires within'.
 */
export function exportStockBatchReport(clientId: number, filters: BatchFilters, format: ExportFormat): void {
  const form: StockBatchExportForm = { ...batchParams(filters), format, language: screenLanguage() }
  submitBrowserForm(`/api/clients/${clientId}/exports/stock-batches`, { ...form })
}
