import { describe, expect, it } from 'vitest'
import { storeFieldErrors, takeFieldError } from './field-errors'

describe('server field errors', () => {
  it('are found case-insensitively', () => {
    storeFieldErrors({ passwordConfirmation: 'validation.confirmed' })
    expect(takeFieldError('PASSWORDCONFIRMATION')).toBe('validation.confirmed')
  })

  it('are shown once, then cleared', () => {
    storeFieldErrors({ email: 'auth.failed' })
    expect(takeFieldError('email')).toBe('auth.failed')
    expect(takeFieldError('email')).toBeUndefined()
  })

  it('are replaced by the next 422', () => {
    storeFieldErrors({ email: 'auth.failed' })
    storeFieldErrors({ password: 'validation.required' })
    expect(takeFieldError('email')).toBeUndefined()
    expect(takeFieldError('password')).toBe('validation.required')
  })
})
