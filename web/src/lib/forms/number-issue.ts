import { decimalSeparator } from '@/lib/format'
import { isFilled } from './is-filled'
import { parseNumber, type ParsedNumber } from './parse-number'
import { REQUIRED_MESSAGE } from './validation'

// A number input's rule as the forms check it before a round trip (the API checks the same bounds).

/** What a number input holds: a number (from the API), the text typed, or '' while empty. */
export type NumberValue = number | string

export interface NumberRule {
  min: number
  max: number
  /** 0 for whole numbers. */
  decimals: number
}

const hasAtMostDecimals = (value: number, decimals: number) => Number(value.toFixed(decimals)) === value

/** A filled number input's number, or why the text typed is none (read in the reader's language). */
export const readNumber = (value: NumberValue): ParsedNumber =>
  typeof value === 'number' ? { value } : parseNumber(value)

/** The first problem with a number as entered, or undefined; empty is a problem only when required. */
export function numberIssue(value: NumberValue, rule: NumberRule, required: boolean): string | undefined {
  if (!isFilled(value)) return required ? REQUIRED_MESSAGE : undefined
  const { value: number, issue } = readNumber(value)
  if (number === undefined) return issue
  if (rule.decimals === 0 && !Number.isInteger(number)) return 'validation.integer'
  if (number < rule.min) return `validation.min,${rule.min}`
  if (number > rule.max) return `validation.max,${rule.max}`
  if (!hasAtMostDecimals(number, rule.decimals)) return `validation.decimals,${rule.decimals}`
  return undefined
}

/** An empty number input (or one the rules refuse) as nothing, anything else as its number. */
export const toNumber = (value: NumberValue): number | null =>
  isFilled(value) ? (readNumber(value).value ?? null) : null

/** What a number input shows: the text typed, or a number in the reader's language (0,35 in Dutch). */
export const numberText = (value: NumberValue, language: string): string =>
  typeof value === 'number' ? String(value).replace('.', decimalSeparator(language)) : value
