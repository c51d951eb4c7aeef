import type { TFunction } from 'i18next'
import i18next from 'i18next'
import { describeErrors, type ConceptErrors } from '@/lib/concept-errors'
import { deliveryHeaderFields, deliveryLineFields } from './delivery-values'

// A concept delivery's errors in words: header fields by their form labels, a line's as
// 'Line 2, Product' (the article number is what the line's product input holds).

/** The label of a field of the delivery as the API names it (camelCased); a name outside the delivery shows as it is. */
export function deliveryFieldLabel(t: TFunction, field: string): string {
  if (field === 'lines') return t('deliveryForm.sections.lines')
  if (field === 'articleNumber') return t('deliveryForm.lines.product')
  if (i18next.exists(`deliveryForm.fields.${field}`)) return t(`deliveryForm.fields.${field}`)
  if (i18next.exists(`deliveryForm.lines.${field}`)) return t(`deliveryForm.lines.${field}`)
  return field
}

const formOrder: readonly string[] = [...deliveryHeaderFields, 'lines', ...deliveryLineFields]

/** A concept delivery's errors in words, in the form's order (see describeErrors). */
export const describeDeliveryErrors = (t: TFunction, errors: ConceptErrors): string[] =>
  describeErrors(t, errors, {
    label: (field) => deliveryFieldLabel(t, field),
    position: (field) => formOrder.indexOf(field),
  })
