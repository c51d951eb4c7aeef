import { apiHeaders, fillPath, readAnswer } from '@/lib/api/client'
import type { Locale } from '@/lib/locale'

/** The documents of the data processing agreement, as GET /api/documents/{name} names them. */
export const documentNames = ['data-processing-agreement', 'appendix-1', 'appendix-2'] as const

export type DocumentName = (typeof documentNames)[number]

/** The documents' version; their date is in the locales (dataProcessingAgreement.date). */
export const DOCUMENT_VERSION = '2.1'

/** The file name from a Content-Disposition header such as `attachment; filename="x-v2.1.pdf"`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '')
  return match ? match[1] : fallback
}

/**
 * Downloads a document as a PDF in language. A GET with the Authorization header like every API call
 * (not a browser form: the route is a GET and needs no session cookie), its answer saved as a file
 * through a temporary link. Rejects with the ApiError of a failed answer (401 and 403 handled as
 * every call's).
 */
export async function downloadDocument(name: DocumentName, language: Locale): Promise<void> {
  const headers = apiHeaders()
  headers.set('Accept', 'application/pdf')
  const url = `${fillPath('/api/documents/{name}', { name })}?language=${encodeURIComponent(language)}`
  const response = await fetch(url, { headers })
  if (!response.ok) await readAnswer(response)
  const blob = await response.blob()
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = attachmentName(response.headers.get('Content-Disposition'), `${name}-v${DOCUMENT_VERSION}.pdf`)
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(href), 1000)
}
