import { describe, expect, it } from 'vitest'
import { formatCurrency, formatDateTime } from './format'

// Intl puts a no-break space between amount and symbol in some locales.
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatCurrency', () => {
  it('formats integer cents as EUR in the active locale', () => {
    expect(formatCurrency(123456, 'en-GB')).toBe('€1,234.56')
    expect(plain(formatCurrency(123456, 'nl-NL'))).toBe('€ 1.234,56')
    expect(formatCurrency(5, 'en-GB')).toBe('€0.05')
    expect(formatCurrency(-250, 'en-GB')).toBe('-€2.50')
  })

  it('uses the i18n language by default', () => {
    expect(formatCurrency(100)).toBe('€1.00')
  })
})

describe('formatDateTime', () => {
  it('shows UTC timestamps in Amsterdam time', () => {
    expect(plain(formatDateTime('2026-11-22T10:00:00Z', 'en-GB'))).toBe('22 Nov 2026, 11:00')
    expect(plain(formatDateTime('2026-07-01T22:30:00Z', 'nl-NL'))).toBe('2 jul 2026, 00:30')
  })
})
