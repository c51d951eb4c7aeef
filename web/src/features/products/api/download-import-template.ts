import { submitBrowserForm } from '@/lib/api/browser-form'
import type { components } from '@/lib/api/schema.gen'

export type FileFormat = components['schemas']['FileFormat']

/** The import template as a download: a browser form post, authorised by the session cookie. */
export const downloadImportTemplate = (clientId: number, format: FileFormat): void =>
  submitBrowserForm(`/api/clients/${encodeURIComponent(clientId)}/concept-products/import/template`, { format })
