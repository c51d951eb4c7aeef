import type { ExportFormat } from '@/components/ExportMenu'
import { submitBrowserForm } from '@/lib/api/browser-form'
import { screenLanguage } from '@/lib/i18n'
import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { activityParams, type ActivityFilters } from '../components/activity-filters'

type ActivityExportForm = Camelize<components['schemas']['ActivityExportForm']>

/**
 * Downloads the account's activity as a file: a browser form post, so the session cookie authorises
 * it and the browser saves the streamed answer itself, with the page's who, what, From and To.
 */
export function exportActivity(clientId: number, filters: ActivityFilters, format: ExportFormat): void {
  const form: ActivityExportForm = { ...activityParams(filters), format, language: screenLanguage() }
  submitBrowserForm(`/api/clients/${clientId}/exports/activity`, { ...form })
}
