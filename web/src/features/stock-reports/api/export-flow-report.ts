import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { screenLanguage } from '@/lib/i18n'
import { flowParams, type FlowFilters } from '../components/flow-filters'

type StockFlowExportForm = Camelize<components['schemas']['StockFlowExportForm']>

/**
 * Downloads the flow report's movements as a file ('stock flow report'): a browser form post, so
 * the session cookie authorises it and the browser saves the streamed answer itself, with the
 * report's From and To, product and type.
 */
export function exportStockFlowReport(clientId: number, filters: FlowFilters, format: ExportFormat): void {
  const form: StockFlowExportForm = { ...flowParams(filters), format, language: screenLanguage() }
  submitBrowserForm(`/api/clients/${clientId}/exports/stock-flow`, { ...form })
}
