import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import { screenLanguage } from '@/lib/i18n'
import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { filterParams, type ProductOverviewFilters } from '@/components/products/product-filters'

type ProductExportForm = Camelize<components['schemas']['ProductExportForm']>

/**
 * Downloads the overview as a file: a browser form post, so the session cookie authorises it and
 * the browser saves the streamed answer itself, with the overview's filters and order.
 */
export function exportProducts(clientId: number, filters: ProductOverviewFilters, format: ExportFormat): void {
  const form: ProductExportForm = { ...filterParams(filters), format, language: screenLanguage() }
  submitBrowserForm(`/api/clients/${clientId}/exports/products`, { ...form })
}
