import i18next from 'i18next'
import { decimalSeparator } from '@/lib/format'

// How a number typed by a person is read, in every form (internal/imports reads a file's number
// cells by the same rule): the reader's language's decimal separator ('.' in en-GB, ',' in nl-NL),
// its thousands grouping (1,234.5 / 1.234,5), and the other separator as the decimal one where it
// cannot be a thousands separator (en-GB 0,35 and 1,5; nl-NL 0.35). What could be two numbers (en-GB
// 1,234: 1234 or 1.234?) is refused, never silently read as one of them.

/** A number as typed, or the message of why it is none. */
export type ParsedNumber = { value: number; issue?: undefined } | { value?: undefined; issue: string }

export const MALFORMED_NUMBER = 'validation.number'
export const AMBIGUOUS_NUMBER = 'validation.ambiguous_number'

const escape = (separator: string) => (separator === '.' ? '\\.' : separator)

/** text (trimmed, not empty) as a number in language. */
export function parseNumber(text: string, language: string = i18next.language): ParsedNumber {
  const decimal = escape(decimalSeparator(language))
  const grouping = decimal === ',' ? '\\.' : ','
  const trimmed = text.trim()
  const digits = trimmed.startsWith('-') ? trimmed.slice(1) : trimmed
  const read = (normalised: string): ParsedNumber => ({ value: Number((trimmed === digits ? '' : '-') + normalised) })
  if (new RegExp(`^\\d+(${decimal}\\d+)?$`).test(digits)) return read(digits.replace(new RegExp(decimal), '.'))
  if (new RegExp(`^[1-9]\\d{0,2}(${grouping}\\d{3})+(${decimal}\\d+)?$`).test(digits)) {
    const separators = digits.match(new RegExp(`${grouping}|${decimal}`, 'g')) ?? []
    // One thousands separator and no decimals: 1,234 may as well be 1.234.
    if (separators.length === 1) return { issue: AMBIGUOUS_NUMBER }
    return read(digits.replace(new RegExp(grouping, 'g'), '').replace(new RegExp(decimal), '.'))
  }
  if (new RegExp(`^\\d+${grouping}\\d+$`).test(digits)) return read(digits.replace(new RegExp(grouping), '.'))
  return { issue: /^[\d.,]+$/.test(digits) ? AMBIGUOUS_NUMBER : MALFORMED_NUMBER }
}
