/** Minutes to wait when a 429 carries no usable Retry-After (spec point 9). */
export const DEFAULT_RETRY_MINUTES = 15

export const GENERIC_ERROR = 'errors.generic'

/** The server (or a load balancer before it) cannot answer for a moment: try again shortly. */
export const UNAVAILABLE_ERROR = 'errors.503'

/** Field name -> the first server message for it (`key,param1,param2`). */
export type FieldErrors = Record<string, string>

/** Every failed call rejects with one of these; `message` is a translation key. */
export class ApiError extends Error {
  readonly status: number
  readonly params: Record<string, string | number>
  readonly fieldErrors: FieldErrors

  constructor(
    status: number,
    message: string,
    params: Record<string, string | number> = {},
    fieldErrors: FieldErrors = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.params = params
    this.fieldErrors = fieldErrors
  }
}

/** Minutes until the Retry-After HTTP date, rounded up; the default when the header is missing or unreadable. */
export function retryAfterMinutes(header: string | null, now: number): number {
  const retryAt = header ? Date.parse(header) : Number.NaN
  if (Number.isNaN(retryAt)) return DEFAULT_RETRY_MINUTES
  return Math.max(1, Math.ceil((retryAt - now) / 60_000))
}

export function firstMessages(errors: Record<string, readonly string[]> | undefined): FieldErrors {
  const first: FieldErrors = {}
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages.length > 0) first[field] = messages[0]
  }
  return first
}

interface ErrorBody {
  message?: string
  errors?: Record<string, string[]>
}

/** Maps a failed response (body already camelCased) to the ApiError the caller receives. */
export function toApiError(status: number, body: ErrorBody, retryAfter: string | null, now: number): ApiError {
  if (status === 422) return new ApiError(status, body.message ?? 'errors.422', {}, firstMessages(body.errors))
  if (status === 429) {
    return new ApiError(status, body.message ?? 'errors.429', { minutes: retryAfterMinutes(retryAfter, now) })
  }
  if (status === 503) return new ApiError(status, UNAVAILABLE_ERROR)
  if (status >= 500 || !body.message) return new ApiError(status, GENERIC_ERROR)
  return new ApiError(status, body.message)
}
