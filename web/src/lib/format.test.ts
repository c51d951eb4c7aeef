import { describe, expect, it } from 'vitest'
import {
  formatChange,
  formatCurrency,
  formatDateTime,
  formatDay,
  formatMonth,
  formatMonthName,
  formatNumber,
  todayInAmsterdam,
} from './format'

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

describe('figures and days', () => {
  it('groups thousands and keeps up to 3 decimals in the locale', () => {
    expect(formatNumber(12345.678, 'en-GB')).toBe('12,345.678')
    expect(formatNumber(12345.678, 'nl-NL')).toBe('12.345,678')
    expect(formatNumber(0.5, 'nl-NL')).toBe('0,5')
  })

  it('signs stock changes, so leaving stock reads as negative', () => {
    expect(formatChange(-1200, 'en-GB')).toBe('-1,200')
    expect(formatChange(30, 'nl-NL')).toBe('+30')
    expect(formatChange(0, 'en-GB')).toBe('0')
  })

  it('shows a best-before day as that day whatever the time zone', () => {
    expect(formatDay('2026-01-01', 'en-GB')).toBe('1 Jan 2026')
    expect(formatDay('2026-12-31', 'nl-NL')).toBe('31 dec 2026')
    expect(formatDay('not a day', 'en-GB')).toBe('not a day')
  })

  it("names a month in the reader's language", () => {
    expect(formatMonthName(1, 'en-GB')).toBe('January')
    expect(formatMonthName(3, 'nl-NL')).toBe('maart')
    expect(formatMonthName(12, 'nl-NL')).toBe('december')
  })
})

describe('formatMonth', () => {
  it("names a calendar month in the reader's language, short or with its year, whatever the time zone", () => {
    expect(formatMonth('2026-03', 'short', 'en-GB')).toBe('Mar')
    expect(formatMonth('2026-03', 'short', 'nl-NL')).toBe('mrt')
    expect(formatMonth('2025-12', 'long', 'en-GB')).toBe('December 2025')
    expect(formatMonth('2026-01', 'long', 'nl-NL')).toBe('januari 2026')
    expect(formatMonth('not a month', 'long', 'en-GB')).toBe('not a month')
  })
})

describe('todayInAmsterdam', () => {
  it("is Amsterdam's date, which runs ahead of UTC in the evening, in summer and in winter", () => {
    expect(todayInAmsterdam(new Date('2026-03-31T21:59:59Z'))).toBe('2026-03-31')
    expect(todayInAmsterdam(new Date('2026-03-31T22:00:00Z'))).toBe('2026-04-01')
    expect(todayInAmsterdam(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01')
    expect(todayInAmsterdam(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31')
  })
})
