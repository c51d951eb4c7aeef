import { isFilled } from './is-filled'
import { REQUIRED_MESSAGE } from './validation'

// A number input's rule as the forms check it before a round trip (the API checks the same bounds).

/** What a number input holds: a number, or '' while empty. */
export type NumberValue = number | string

export interface NumberRule {
  min: number
  max: number
  /** 0 for whole numbers. */
  decimals: number
}

const hasAtMostDecimals = (value: number, decimals: number) => Number(value.toFixed(decimals)) === value

/** The first problem with a number as entered, or undefined; empty is a problem only when required. */
export function numberIssue(value: NumberValue, rule: NumberRule, required: boolean): string | undefined {
  if (!isFilled(value)) return required ? REQUIRED_MESSAGE : undefined
  const number = Number(value)
  if (!Number.isFinite(number)) return 'validation.number'
  if (rule.decimals === 0 && !Number.isInteger(number)) return 'validation.integer'
  if (number < rule.min) return `validation.min,${rule.min}`
  if (number > rule.max) return `validation.max,${rule.max}`
  if (!hasAtMostDecimals(number, rule.decimals)) return `validation.decimals,${rule.decimals}`
  return undefined
}

/** An empty number input as nothing, anything else as its number. */
export const toNumber = (value: NumberValue): number | null => (value === '' ? null : Number(value))
