import type { TFunction } from 'i18next'
import i18next from 'i18next'
import { describeErrors, type ConceptErrors } from '@/lib/concept-errors'
import { fieldKinds } from './product-fields'

/** A product field's label; a name the API reports outside the product's fields shows as it is. */
export const fieldLabel = (t: TFunction, field: string): string =>
  i18next.exists(`products.fields.${field}`) ? t(`products.fields.${field}`) : field

const formOrder = Object.keys(fieldKinds)

/** A concept product's errors in words, in the form's order (see describeErrors). */
export const describeProductErrors = (t: TFunction, errors: ConceptErrors): string[] =>
  describeErrors(t, errors, { label: (field) => fieldLabel(t, field), position: (field) => formOrder.indexOf(field) })
