import { camelKeys, snakeKeys } from './case'
import { ApiError, GENERIC_ERROR, toApiError } from './errors'
import { storeFieldErrors } from './field-errors'
import { snakeFormData, toQueryString, type Params } from './params'
import type { ApiPath, ApiResult, CallArgs, Method, PathsWith } from './types'

/** What the client needs from the app: the token, and what to do on 401 and 403 (spec point 8). */
export interface ApiSession {
  token(): string | null
  onUnauthorized(): void
  onForbidden(): void
}

let session: ApiSession = { token: () => null, onUnauthorized: () => {}, onForbidden: () => {} }

export function configureApi(app: ApiSession): void {
  session = app
}

interface RequestOptions {
  params?: Record<string, string | number>
  query?: Params
  body?: unknown
  signal?: AbortSignal
}

/** A path pattern such as '/api/clients/{clientId}/x' with its parameters filled in. */
export const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined
  if (body instanceof FormData) return snakeFormData(body)
  headers.set('Content-Type', 'application/json')
  return JSON.stringify(snakeKeys(body))
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  return text ? camelKeys(JSON.parse(text)) : undefined
}

async function failure(response: Response): Promise<ApiError> {
  const body = await readJson(response).catch(() => undefined)
  const error = toApiError(response.status, body ?? {}, response.headers.get('Retry-After'), Date.now())
  if (error.status === 401) session.onUnauthorized()
  if (error.status === 403) session.onForbidden()
  if (error.status === 422) storeFieldErrors(error.fieldErrors)
  return error
}

/** The headers of every call: JSON answers and the session's bearer token. */
export function apiHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json' })
  const token = session.token()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return headers
}

/**
 * The camelCased body of an answer, or the ApiError it fails with after the 401/403/422 handling of
 * spec point 8. Also for answers that do not come through fetch, such as an upload with progress.
 */
export async function readAnswer(response: Response): Promise<unknown> {
  if (!response.ok) throw await failure(response)
  try {
    return await readJson(response)
  } catch {
    throw new ApiError(response.status, GENERIC_ERROR)
  }
}

async function request(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers = apiHeaders()
  const url = fillPath(path, options.params) + toQueryString(options.query ?? {})
  const body = encodeBody(options.body, headers)

  let response: Response
  try {
    response = await fetch(url, { method: method.toUpperCase(), headers, body, signal: options.signal })
  } catch (cause) {
    if (options.signal?.aborted) throw cause
    throw new ApiError(0, GENERIC_ERROR)
  }
  return readAnswer(response)
}

const call =
  <M extends Method>(method: M) =>
  <P extends PathsWith<M> & ApiPath>(path: P, ...[options]: CallArgs<P, M>): Promise<ApiResult<P, M>> =>
    request(method, path, options as RequestOptions) as Promise<ApiResult<P, M>>

/** The typed API client: paths and shapes come from api/openapi.yaml, in camelCase. */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
}
