import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import { screenLanguage } from '@/lib/i18n'
import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { filterParams, type SalesOrderOverviewFilters } from '../components/overview/sales-order-filters'

type SalesOrderExportForm = Camelize<components['schemas']['SalesOrderExportForm']>

/** The overview's two files: one row per order, or one per order line. */
export type SalesOrderExportKind = 'orders' | 'orderlines'

/**
 * Downloads the overview's orders or their lines as a file: a browser form post, so the session
 * cookie authorises it and the browser saves the streamed answer itself, with the overview's filters
 * and order.
 */
export function exportSalesOrders(
  clientId: number,
  kind: SalesOrderExportKind,
  filters: SalesOrderOverviewFilters,
  format: ExportFormat,
): void {
  const form: SalesOrderExportForm = { ...filterParams(filters), format, language: screenLanguage() }
  submitBrowserForm(`/api/clients/${clientId}/exports/${kind}`, { ...form })
}
