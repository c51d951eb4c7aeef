import { describe, expect, it } from 'vitest'
import { formatChange, formatDay, formatNumber } from './format-value'

describe('product value formatting', () => {
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
})
