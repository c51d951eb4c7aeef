import i18next from 'i18next'
import { apiHeaders, readAnswer } from './client'
import { ApiError, GENERIC_ERROR } from './errors'

/** Where an upload is: sending the file (with the share sent so far), then the server reading it. */
export type UploadProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' }

/** What an import mutation takes: the file, and where its progress goes. */
export interface UploadVariables {
  file: File
  onProgress: (progress: UploadProgress) => void
}

function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers()
  for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return new Response(xhr.responseText || null, { status: xhr.status, headers })
}

/**
 * Posts a file as the multipart part "file" and answers the response's `data`. fetch cannot report
 * upload progress, so the file goes by XMLHttpRequest; its answer is then read exactly as the API
 * client reads every answer (401/403/422 handling, camelCase).
 */
export function uploadFile<T>(url: string, { file, onProgress }: UploadVariables): Promise<T> {
  const body = new FormData()
  body.append('file', file)
  onProgress({ phase: 'uploading', percent: 0 })
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    apiHeaders().forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.setRequestHeader('Accept-Language', i18next.language)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress({ phase: 'uploading', percent: Math.floor((100 * event.loaded) / event.total) })
      }
    }
    xhr.upload.onload = () => onProgress({ phase: 'processing' })
    xhr.onload = () => resolve(readAnswer(responseOf(xhr)))
    xhr.onerror = () => reject(new ApiError(0, GENERIC_ERROR))
    xhr.send(body)
  }).then((answer) => (answer as { data: T }).data)
}
