import { toNumber as toNumberValue } from '@/lib/forms/number-issue'
import type { ProductFormValue, ProductFormValues } from '../../product-form-schema'
import { fieldKinds, isShown, type ProductField, type ProductFields } from './product-fields'

// Form values <-> the API's ProductFields: empty inputs are null (or '' for texts and choices, which
// the API then reports as required), the customs price is EUR in the form and cents in the API, and
// fields whose condition is off are cleared, as the API would clear them.

const fields = Object.keys(fieldKinds) as ProductField[]

/** Every field empty and every switch off (but active): what a cleared field holds, and where a bulk edit's value starts. */
export const emptyProductForm = Object.fromEntries(
  fields.map((field) => {
    const { type } = fieldKinds[field]
    if (type === 'text') return [field, '']
    if (type === 'choice' || type === 'country') return [field, null]
    if (type === 'switch') return [field, field === 'isActive']
    return [field, field === 'minimumStock' ? 0 : '']
  }),
) as ProductFormValues

/** A new product, with the API's defaults for a product nothing was entered for (products.NewFields). */
export const newProductForm: ProductFormValues = {
  ...emptyProductForm,
  articleGroup: 'General',
  outboundAlgorithm: 'Fifo',
}

const toNumber = (value: ProductFormValue): number | null =>
  value === null || typeof value === 'boolean' ? null : toNumberValue(value)

/** One field's form value as the API takes it (also what a bulk edit sends). */
export function fieldToApi<F extends ProductField>(field: F, value: ProductFormValues[F]): ProductFields[F] {
  const kind = fieldKinds[field]
  const converted = (() => {
    switch (kind.type) {
      case 'text':
        return (value as string).trim()
      case 'choice':
      case 'country':
        return value ?? ''
      case 'switch':
        return value
      case 'money': {
        const euros = toNumber(value)
        return euros === null ? null : Math.round(euros * 100)
      }
      default:
        // The API has no "no minimum stock": none is 0.
        return field === 'minimumStock' ? (toNumber(value) ?? 0) : toNumber(value)
    }
  })()
  return converted as ProductFields[F]
}

/** The body of a create or update call; fields whose condition is off go as empty. */
export function toProductFields(values: ProductFormValues): ProductFields {
  return Object.fromEntries(
    fields.map((field) => [field, fieldToApi(field, isShown(field, values) ? values[field] : emptyProductForm[field])]),
  ) as ProductFields
}

/** A stored product's fields in the form; a choice the API holds but the form does not offer shows as empty. */
export function toFormValues(stored: ProductFields): ProductFormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const kind = fieldKinds[field]
      const value = stored[field] ?? emptyProductForm[field]
      if (kind.type === 'choice' || kind.type === 'country')
        return [field, (kind.options as readonly string[]).includes(String(value)) ? value : null]
      if (kind.type === 'money') return [field, typeof value === 'number' ? value / 100 : '']
      return [field, value]
    }),
  ) as ProductFormValues
}
