import type { TFunction } from 'i18next'
import i18next from 'i18next'
import type { Path, UseFormReturn } from 'react-hook-form'
import { translateMessage } from '@/lib/translate-message'
import type { ProductFormValues } from '../../product-form-schema'
import { fieldKinds } from './product-fields'

/** Field name -> its messages (`key,param1,...`), as concepts and bulk results carry them (camelCased). */
export type ConceptErrors = Record<string, readonly string[]>

/** A product field's label; a name the API reports outside the product's fields shows as it is. */
export const fieldLabel = (t: TFunction, field: string): string =>
  i18next.exists(`products.fields.${field}`) ? t(`products.fields.${field}`) : field

const formOrder = Object.keys(fieldKinds)

/** Where a field comes in the form; names outside the product's fields come last. */
const positionOf = (field: string): number => {
  const position = formOrder.indexOf(field)
  return position === -1 ? formOrder.length : position
}

/**
 * Every field's first message in words, in the form's order, e.g.
 * 'EAN: This is not a valid EAN: the check digit is wrong'.
 */
export function describeErrors(t: TFunction, errors: ConceptErrors): string[] {
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .sort(([a], [b]) => positionOf(a) - positionOf(b))
    .map(([field, messages]) => {
      const label = fieldLabel(t, field)
      return `${label}: ${translateMessage(t, messages[0], { field: label })}`
    })
}

/**
 * Shows errors the API keeps for a concept on the form's fields (first message each, names matched
 * case-insensitively as spec point 5 asks); answers the errors of names the form has no field for.
 */
export function showConceptErrors(form: UseFormReturn<ProductFormValues>, errors: ConceptErrors): ConceptErrors {
  const names = Object.keys(form.getValues()) as Path<ProductFormValues>[]
  const unmatched: Record<string, readonly string[]> = {}
  for (const [field, messages] of Object.entries(errors)) {
    const name = names.find((candidate) => candidate.toLowerCase() === field.toLowerCase())
    if (messages.length === 0) continue
    if (name) form.setError(name, { type: 'server', message: messages[0] })
    else unmatched[field] = messages
  }
  return unmatched
}
