import * as z from 'zod/mini'
import { isFilled } from '@/lib/forms/is-filled'
import { readNumber, type NumberValue } from '@/lib/forms/number-issue'
import { fieldKinds, isRequired, isShown, type FieldKind, type ProductField } from './components/form/product-fields'

// The product form's rules, mirroring what the API checks (internal/products) so most mistakes show
// before a round trip; the API stays the judge. Messages are the API's own keys, so a field shows the
// same text whichever side found the problem.

type FormValueOf<K extends FieldKind['type']> = K extends 'text'
  ? string
  : K extends 'choice' | 'country'
    ? string | null
    : K extends 'switch'
      ? boolean
      : NumberValue

/** The form's values: a field per ProductFields entry, numbers as entered (the customs price in EUR). */
export type ProductFormValues = { [F in ProductField]: FormValueOf<(typeof fieldKinds)[F]['type']> }

export type ProductFormValue = ProductFormValues[ProductField]

export const REQUIRED_MESSAGE = 'validation.required_field'

const EAN_LENGTHS = /^(\d{8}|\d{13}|\d{14})$/
const HS_CODE = /^\d{6,10}$/
const COUNTRY_CODE = /^[A-Z]{2}$/
const MASK_CHARACTERS = /^[#@*A-Z0-9\-_/.]+$/
const MASK_PLACEHOLDER = /[#@*]/

/** GS1 check digit: weights 3 and 1 alternate from the right, the check digit makes the sum a multiple of 10. */
export function hasValidCheckDigit(ean: string): boolean {
  const digits = [...ean].map(Number)
  const check = digits.pop()
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === check
}

const hasAtMostDecimals = (decimals: number) => (value: number) => Number(value.toFixed(decimals)) === value

const number = () => z.number('validation.number')

const ean = () =>
  z
    .string()
    .check(
      z.regex(EAN_LENGTHS, 'products.validation.ean_length'),
      z.refine(hasValidCheckDigit, 'products.validation.ean_checksum'),
    )

/** Rules beyond what a field's kind implies. */
const specialRules: Partial<Record<ProductField, z.ZodMiniType>> = {
  ean: ean(),
  huEan: ean(),
  customsCode: z.string().check(z.regex(HS_CODE, 'products.validation.customs_code')),
  serialNumberMask: z
    .string()
    .check(
      z.maxLength(50, 'products.validation.serial_number_mask'),
      z.regex(MASK_CHARACTERS, 'products.validation.serial_number_mask'),
      z.regex(MASK_PLACEHOLDER, 'products.validation.serial_number_mask'),
    ),
}

function kindRule(kind: FieldKind): z.ZodMiniType {
  switch (kind.type) {
    case 'text':
      return kind.maxLength
        ? z.string().check(z.maxLength(kind.maxLength, `validation.max,${kind.maxLength}`))
        : z.string()
    case 'choice':
      return z.enum(kind.options as [string, ...string[]], `validation.one_of,${kind.options.join(' / ')}`)
    case 'country':
      return z.string().check(
        z.regex(COUNTRY_CODE, 'products.validation.country_of_origin'),
        z.refine((code: string) => kind.options.includes(code), 'products.validation.country_of_origin'),
      )
    case 'switch':
      return z.boolean()
    case 'decimal':
      return number().check(
        z.positive('validation.positive'),
        z.lte(kind.max, `validation.max,${kind.max}`),
        z.refine(hasAtMostDecimals(kind.decimals), `validation.decimals,${kind.decimals}`),
      )
    case 'integer':
      return number().check(
        z.refine(Number.isInteger, 'validation.integer'),
        z.gte(kind.min, `validation.min,${kind.min}`),
        ...(kind.max === undefined ? [] : [z.lte(kind.max, `validation.max,${kind.max}`)]),
      )
    case 'money':
      return number().check(
        z.gte(0, 'validation.min,0'),
        z.lte(kind.max, `validation.max,${kind.max}`),
        z.refine(hasAtMostDecimals(2), 'validation.decimals,2'),
      )
  }
}

const isNumberKind = (kind: FieldKind): boolean => ['decimal', 'integer', 'money'].includes(kind.type)

/**
 * The first problem with one field's value, as a message key with parameters, or undefined. An empty
 * value is only a problem when the field is required; a filled one must meet the field's rules.
 */
export function fieldIssue(field: ProductField, value: ProductFormValue, required: boolean): string | undefined {
  if (!isFilled(value)) return required ? REQUIRED_MESSAGE : undefined
  const kind = fieldKinds[field]
  const parsed = isNumberKind(kind) ? readNumber(value as NumberValue) : { value }
  if ('issue' in parsed && parsed.issue) return parsed.issue
  const result = (specialRules[field] ?? kindRule(kind)).safeParse(parsed.value)
  return result.success ? undefined : result.error.issues[0].message
}

/** Every shown field checked against its rules; hidden fields are skipped because the API clears them. */
export const productFormSchema = z.custom<ProductFormValues>().check(
  z.superRefine((values, context) => {
    for (const field of Object.keys(fieldKinds) as ProductField[]) {
      if (!isShown(field, values)) continue
      const message = fieldIssue(field, values[field], isRequired(field, values))
      if (message) context.issues.push({ code: 'custom', message, path: [field], input: values[field] })
    }
  }),
)
