import { describe, expect, it } from 'vitest'
import { AMBIGUOUS_NUMBER, MALFORMED_NUMBER, parseNumber } from './parse-number'

// The same table as internal/imports' TestParseDecimal: a number cell of an import is read by this rule too.
const cases: [language: string, text: string, want: number | string][] = [
  ['en-GB', '35', 35],
  ['en-GB', ' 0.35 ', 0.35],
  ['en-GB', '0,35', 0.35],
  ['en-GB', '1,5', 1.5],
  ['en-GB', '1,2345', 1.2345],
  ['en-GB', '1234,567', 1234.567],
  ['en-GB', '0,350', 0.35],
  ['en-GB', '1,234.5', 1234.5],
  ['en-GB', '1,234,567', 1234567],
  ['en-GB', '-2.5', -2.5],
  ['en-GB', '1,234', AMBIGUOUS_NUMBER],
  ['en-GB', '12,345', AMBIGUOUS_NUMBER],
  ['en-GB', '1.234,5', AMBIGUOUS_NUMBER],
  ['en-GB', '1.234.567', AMBIGUOUS_NUMBER],
  ['en-GB', '1,23,4', AMBIGUOUS_NUMBER],
  ['en-GB', '0,35.1', AMBIGUOUS_NUMBER],
  ['en-GB', '1e3', MALFORMED_NUMBER],
  ['en-GB', '12 kg', MALFORMED_NUMBER],
  ['en-GB', '.5', AMBIGUOUS_NUMBER],
  ['en-GB', '--1', MALFORMED_NUMBER],
  ['en-GB', 'Infinity', MALFORMED_NUMBER],
  ['nl-NL', '35', 35],
  ['nl-NL', '0,35', 0.35],
  ['nl-NL', '0.35', 0.35],
  ['nl-NL', '1.5', 1.5],
  ['nl-NL', '1234.567', 1234.567],
  ['nl-NL', '1.234,5', 1234.5],
  ['nl-NL', '1.234.567', 1234567],
  ['nl-NL', '-2,5', -2.5],
  ['nl-NL', '1.234', AMBIGUOUS_NUMBER],
  ['nl-NL', '1,234.5', AMBIGUOUS_NUMBER],
  ['nl-NL', '1,234,567', AMBIGUOUS_NUMBER],
  ['nl-NL', '€ 5', MALFORMED_NUMBER],
]

describe('parseNumber', () => {
  it.each(cases)('%s reads %j as %j', (language, text, want) => {
    const parsed = parseNumber(text, language)
    expect(typeof want === 'number' ? parsed.value : parsed.issue).toBe(want)
  })
})
