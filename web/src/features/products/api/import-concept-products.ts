import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiHeaders, readAnswer } from '@/lib/api/client'
import { ApiError, GENERIC_ERROR } from '@/lib/api/errors'
import type { ApiResult } from '@/lib/api/types'
import { conceptProductKeys } from './keys'

export type ProductImportResult = ApiResult<'/api/clients/{clientId}/concept-products/import', 'post'>['data']

/** Where an import is: sending the file (with the share sent so far), then the server reading it. */
export type ImportProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' }

function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers()
  for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return new Response(xhr.responseText || null, { status: xhr.status, headers })
}

// fetch cannot report upload progress, so the file goes by XMLHttpRequest; its answer is then read
// exactly as the API client reads every answer (401/403/422 handling, camelCase).
function postWithProgress(url: string, body: FormData, onProgress: (progress: ImportProgress) => void) {
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    apiHeaders().forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress({ phase: 'uploading', percent: Math.floor((100 * event.loaded) / event.total) })
      }
    }
    xhr.upload.onload = () => onProgress({ phase: 'processing' })
    xhr.onload = () => resolve(readAnswer(responseOf(xhr)))
    xhr.onerror = () => reject(new ApiError(0, GENERIC_ERROR))
    xhr.send(body)
  })
}

/** Uploads a CSV or XLSX file; every row becomes a concept product of the account, or none does. */
export async function importConceptProducts(
  clientId: number,
  file: File,
  onProgress: (progress: ImportProgress) => void,
): Promise<ProductImportResult> {
  const body = new FormData()
  body.append('file', file)
  onProgress({ phase: 'uploading', percent: 0 })
  const url = `/api/clients/${encodeURIComponent(clientId)}/concept-products/import`
  const answer = (await postWithProgress(url, body, onProgress)) as { data: ProductImportResult }
  return answer.data
}

export function useImportConceptProducts(clientId: number, onProgress: (progress: ImportProgress) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => importConceptProducts(clientId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptProductKeys.all(clientId) }),
  })
}
