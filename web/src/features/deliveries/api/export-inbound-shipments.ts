import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import { screenLanguage } from '@/lib/i18n'
import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { receiptParams, type ReceiptFilters } from '../components/inbound/receipt-filters'

type ReceiptExportForm = Camelize<components['schemas']['ReceiptExportForm']>

/**
 * Downloads the inbound overview's receipt rows as a file ('inbound-shipments'): a browser form
 * post, so the session cookie authorises it and the browser saves the streamed answer itself, with
 * the overview's From and To.
 */
export function exportInboundShipments(clientId: number, filters: ReceiptFilters, format: ExportFormat): void {
  const form: ReceiptExportForm = { ...receiptParams(filters), format, language: screenLanguage() }
  submitBrowserForm(`/api/clients/${clientId}/exports/inbound-shipments`, { ...form })
}
