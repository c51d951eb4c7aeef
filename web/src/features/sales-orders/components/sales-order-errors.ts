import type { TFunction } from 'i18next'
import i18next from 'i18next'
import { describeErrors, type ConceptErrors } from '@/lib/concept-errors'
import { formFieldNames, lineFields } from './sales-order-values'

// A concept order's errors in words: header fields by their form labels, an address's fields with
// the address they belong to ('Delivery address, Postal code'), a line's as 'Line 2, Quantity'.

const ADDRESS_FIELD = /^(deliveryAddress|invoiceAddress)\.(.+)$/

const addressParts = { deliveryAddress: 'addresses.delivery', invoiceAddress: 'addresses.invoice' } as const

/** A line field's label: the article number is what the line's product input holds. */
const lineLabel = (t: TFunction, field: string): string | undefined =>
  field === 'articleNumber'
    ? t('salesOrderForm.lines.product')
    : i18next.exists(`salesOrderForm.lines.${field}`)
      ? t(`salesOrderForm.lines.${field}`)
      : undefined

/** The label of a field of the order as the API names it (camelCased); a name outside the order shows as it is. */
export function salesOrderFieldLabel(t: TFunction, field: string): string {
  const address = ADDRESS_FIELD.exec(field)
  if (address) {
    const part = t(addressParts[address[1] as keyof typeof addressParts])
    const name = i18next.exists(`addresses.fields.${address[2]}`) ? t(`addresses.fields.${address[2]}`) : address[2]
    return `${part}, ${name}`
  }
  if (field === 'lines') return t('salesOrderForm.sections.lines')
  if (i18next.exists(`salesOrderForm.fields.${field}`)) return t(`salesOrderForm.fields.${field}`)
  return lineLabel(t, field) ?? field
}

// The header's and addresses' fields in the form's order, then a line's.
const formOrder: readonly string[] = [...formFieldNames({ lines: [] }), ...lineFields]

/** A concept order's errors in words, in the form's order, with the values sent that fit no field (see describeErrors). */
export const describeSalesOrderErrors = (
  t: TFunction,
  errors: ConceptErrors,
  sent: Readonly<Record<string, string>> = {},
): string[] =>
  describeErrors(
    t,
    errors,
    {
      label: (field) => salesOrderFieldLabel(t, field),
      position: (field) => formOrder.indexOf(field),
    },
    sent,
  )
