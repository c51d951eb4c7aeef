import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api/errors'
import { translateError, translateMessage } from './translate-message'

const t = i18next.t

describe('translateMessage', () => {
  it('passes comma-separated parameters as {{0}}, {{1}}', () => {
    expect(translateMessage(t, 'validation.min,12')).toBe('This field must be at least 12')
    expect(translateMessage(t, 'validation.max,50')).toBe('This field must be at most 50')
  })

  it('inserts the field name into the required message', () => {
    expect(translateMessage(t, 'validation.required_field', { field: 'Email address' })).toBe(
      'Email address is required',
    )
    expect(translateMessage(t, 'validation.required')).toBe('This field is required')
  })

  it('shows the generic failure for unknown keys', () => {
    expect(translateMessage(t, 'no.such.key')).toBe(
      'Something went wrong, please try again later. If the problem persists, please contact us',
    )
  })
})

describe('translateError', () => {
  it('translates an ApiError with its parameters', () => {
    expect(translateError(t, new ApiError(429, 'errors.429', { minutes: 7 }))).toBe(
      'Too many login attempts. Please try again in 7 minutes.',
    )
    expect(translateError(t, new ApiError(422, 'auth.failed'))).toBe('These credentials do not match our records.')
  })

  it('shows the generic failure for anything else', () => {
    expect(translateError(t, new TypeError('x'))).toMatch(/^Something went wrong, please try again later/)
  })
})
