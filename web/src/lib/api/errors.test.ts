import { describe, expect, it } from 'vitest'
import { DEFAULT_RETRY_MINUTES, firstMessages, retryAfterMinutes, toApiError } from './errors'

const now = Date.parse('2026-11-22T10:00:00Z')

describe('retryAfterMinutes', () => {
  it('rounds the time until the Retry-After date up to whole minutes', () => {
    expect(retryAfterMinutes('Sun, 22 Nov 2026 10:15:00 GMT', now)).toBe(15)
    expect(retryAfterMinutes('Sun, 22 Nov 2026 10:03:01 GMT', now)).toBe(4)
  })

  it('is 15 minutes without a readable header', () => {
    expect(retryAfterMinutes(null, now)).toBe(DEFAULT_RETRY_MINUTES)
    expect(retryAfterMinutes('soon', now)).toBe(15)
  })

  it('never asks to wait less than a minute', () => {
    expect(retryAfterMinutes('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(1)
  })
})

describe('toApiError', () => {
  it('keeps the first message per field of a 422', () => {
    const error = toApiError(
      422,
      { message: 'errors.422', errors: { password: ['validation.min,12', 'validation.confirmed'] } },
      null,
      now,
    )
    expect(error).toMatchObject({ status: 422, message: 'errors.422', fieldErrors: { password: 'validation.min,12' } })
  })

  it('uses the server key for expected statuses and the generic text for the rest', () => {
    expect(toApiError(404, { message: 'errors.404' }, null, now).message).toBe('errors.404')
    expect(toApiError(500, { message: 'errors.500' }, null, now).message).toBe('errors.generic')
    expect(toApiError(502, {}, null, now).message).toBe('errors.generic')
    expect(toApiError(409, {}, null, now).message).toBe('errors.generic')
  })

  it('says a 503 is a brief outage, also without a body (a load balancer)', () => {
    expect(toApiError(503, { message: 'errors.503' }, 'Sun, 22 Nov 2026 10:00:05 GMT', now).message).toBe('errors.503')
    expect(toApiError(503, {}, null, now).message).toBe('errors.503')
  })

  it('skips fields without messages', () => {
    expect(firstMessages({ email: [], name: ['validation.required'] })).toEqual({ name: 'validation.required' })
  })
})
