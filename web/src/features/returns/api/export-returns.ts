import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import { screenLanguage } from '@/lib/i18n'
import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { returnParams, type ReturnFilters } from '../components/return-filters'

type ReturnExportForm = Camelize<components['schemas']['ReturnExportForm']>

/**
 * Downloads the return overview's rows as a file ('returns', the return overview export): a browser
 * form post, so the session cookie authorises it and the browser saves the streamed answer itself,
 * with the overview's search, From and To.
 */
export function exportReturns(clientId: number, filters: ReturnFilters, format: ExportFormat): void {
  const form: ReturnExportForm = { ...returnParams(filters), format, language: screenLanguage() }
  submitBrowserForm(`/api/clients/${clientId}/exports/returns`, { ...form })
}
