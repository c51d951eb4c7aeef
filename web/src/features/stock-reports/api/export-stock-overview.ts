import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import { screenLanguage } from '@/lib/i18n'
import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { filterParams, type StockOverviewFilters } from '../components/stock-overview-filters'

type StockExportForm = Camelize<components['schemas']['StockExportForm']>

/** Downloads the stock overview ('stock overview') as a file, with the screen's filters and day. */
export function exportStockOverview(clientId: number, filters: StockOverviewFilters, format: ExportFormat): void {
  const form: StockExportForm = { ...filterParams(filters), format, language: screenLanguage() }
  submitBrowserForm(`/api/clients/${clientId}/exports/stock`, { ...form })
}
