import type { TFunction } from 'i18next'
import { translateMessage } from './translate-message'

/** Field name -> its messages (`key,param1,...`), as concepts and bulk results carry them (camelCased). */
export type ConceptErrors = Record<string, readonly string[]>

/** How an area names its fields and orders them (its form's order); unknown names come last. */
export interface ErrorFields {
  label: (field: string) => string
  /** The field's place in the form, -1 for a name outside the area's fields. */
  position: (field: string) => number
}

/** A line's field as the API names it: `lines.<index from 0>.<field>`. */
const LINE_FIELD = /^lines\.(\d+)\.(.+)$/

function labelOf(t: TFunction, field: string, fields: ErrorFields): string {
  const line = LINE_FIELD.exec(field)
  if (!line) return fields.label(field)
  return t('validation.line_field', { line: Number(line[1]) + 1, field: fields.label(line[2]) })
}

/** The header's fields in the form's order first, then each line's in line order, then names the area does not know. */
function sortKey(field: string, fields: ErrorFields): readonly number[] {
  const line = LINE_FIELD.exec(field)
  if (line) return [1, Number(line[1]), Math.max(fields.position(line[2]), 0)]
  const position = fields.position(field)
  return position === -1 ? [2, 0, 0] : [0, 0, position]
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i]
  return 0
}

/**
 * Every field's first message in words, in the form's order, e.g.
 * 'EAN: This is not a valid EAN: the check digit is wrong' or 'Line 3, Quantity: This field is required'.
 * A field whose value did not fit it says what was sent (`sent`, the JSON text by field):
 * 'Line 4, Quantity: This value has the wrong type (sent: "2")'.
 */
export function describeErrors(
  t: TFunction,
  errors: ConceptErrors,
  fields: ErrorFields,
  sent: Readonly<Record<string, string>> = {},
): string[] {
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .sort(([a], [b]) => compare(sortKey(a, fields), sortKey(b, fields)))
    .map(([field, messages]) => {
      const label = labelOf(t, field, fields)
      const text = `${label}: ${translateMessage(t, messages[0], { field: label })}`
      return field in sent ? `${text} ${t('validation.sent', { value: sent[field] })}` : text
    })
}
