import type { TFunction } from 'i18next'
import { countriesIn } from '@/lib/countries'
import { formatCurrency, formatDay, formatNumber, MISSING } from '@/lib/format'

// The fields an event log entry changed, in words: each field by the label its form or page gives it,
// each value as that page shows it (an enumeration by its words, a day, money in EUR). The entry's
// field names are the API's, camelCased by the client; a field not listed here reads as its name.

/** How a value reads beyond its type: an enumeration's words under a key, a day, money, an address, accounts. */
type ValueKind = { words: string } | 'day' | 'money' | 'address' | 'accounts'

interface FieldWords {
  /** The key of the field's label. */
  label: string
  value?: ValueKind
}

const orderForm = (field: string, value?: ValueKind): FieldWords => ({ label: `salesOrderForm.fields.${field}`, value })

// Per kind of record, its fields in the order a change lists them.
const fieldsByKind: Record<string, Record<string, FieldWords>> = {
  sales_order: {
    status: { label: 'salesOrderPage.fields.status', value: { words: 'salesOrderOverview.status' } },
    source: { label: 'salesOrderPage.fields.source', value: { words: 'salesOrderOverview.source' } },
    tracking: { label: 'salesOrderPage.fields.tracking' },
    orderNumber: orderForm('orderNumber'),
    orderDate: orderForm('orderDate', 'day'),
    deliveryDate: orderForm('deliveryDate', 'day'),
    reference: orderForm('reference'),
    webshopSourceId: orderForm('webshopSourceId'),
    paymentMethod: orderForm('paymentMethod', { words: 'salesOrderForm.paymentMethods' }),
    shippingMethod: orderForm('shippingMethod'),
    shipmentCostsInclVat: orderForm('shipmentCostsInclVat', 'money'),
    termsOfDelivery: orderForm('termsOfDelivery', { words: 'salesOrderForm.termsOfDelivery' }),
    vatNumber: orderForm('vatNumber'),
    note: orderForm('note'),
    comment: orderForm('comment'),
    internalComment: orderForm('internalComment'),
    deliveryAddress: { label: 'addresses.delivery', value: 'address' },
    useDeliveryAsInvoiceAddress: orderForm('useDeliveryAsInvoiceAddress'),
    invoiceAddress: { label: 'addresses.invoice', value: 'address' },
    saveInAddressBook: orderForm('saveInAddressBook'),
  },
  delivery: {
    status: { label: 'deliveryOverview.columns.status', value: { words: 'deliveryOverview.status' } },
    source: { label: 'conceptDeliveries.list.source', value: { words: 'conceptDeliveries.source' } },
    reference: { label: 'deliveryForm.fields.reference' },
    plannedDate: { label: 'deliveryForm.fields.plannedDate', value: 'day' },
    unitLoad: { label: 'deliveryForm.fields.unitLoad', value: { words: 'deliveryForm.unitLoads' } },
    containerLength: {
      label: 'deliveryForm.fields.containerLength',
      value: { words: 'deliveryForm.containerLengths' },
    },
    numberOfPallets: { label: 'deliveryForm.fields.numberOfPallets' },
  },
  user: {
    name: { label: 'users.fields.name' },
    email: { label: 'users.fields.email' },
    level: { label: 'users.fields.level', value: { words: 'userOverview.level' } },
    clientIds: { label: 'users.fields.accounts', value: 'accounts' },
    canSeeTranslatorOrders: { label: 'users.fields.canSeeTranslatorOrders' },
  },
  account: {
    name: { label: 'settings.accounts.fields.name' },
    code: { label: 'settings.accounts.fields.code' },
    defaultShippingMethod: { label: 'settings.accounts.fields.defaultShippingMethod' },
    handlingCosts: { label: 'settings.accounts.fields.handlingCosts', value: 'money' },
    maxDeliveryLines: { label: 'settings.accounts.fields.maxDeliveryLines' },
    contactEmail: { label: 'settings.accounts.fields.contactEmail' },
  },
}

/** A field's name as words when it has no label: 'shipmentCostsInclVat' is 'Shipment costs incl vat'. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Who an account id is, for a user's accounts: its name where the reader knows it. */
export type AccountNames = ReadonlyMap<number, string>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/** A value with no words of its field: yes or no, a number in the reader's locale, text, or its JSON. */
function plainValue(t: TFunction, value: unknown): string {
  if (typeof value === 'boolean') return t(value ? 'history.values.yes' : 'history.values.no')
  if (typeof value === 'number') return formatNumber(value)
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map((item) => plainValue(t, item)).join(', ')
  return JSON.stringify(value)
}

/** A value as its field shows it; an empty one is '—'. */
export function valueWords(
  t: TFunction,
  kind: ValueKind | undefined,
  value: unknown,
  accounts: AccountNames = new Map(),
): string {
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) return MISSING
  if (kind === 'day' && typeof value === 'string') return formatDay(value)
  if (kind === 'money' && typeof value === 'number') return formatCurrency(value)
  if (kind === 'accounts' && Array.isArray(value))
    return value.map((id) => accounts.get(Number(id)) ?? `#${String(id)}`).join(', ')
  if (kind === 'address' && isRecord(value)) return plainValue(t, value.address)
  if (typeof kind === 'object' && typeof value === 'string') return t(`${kind.words}.${value}`, { defaultValue: value })
  return plainValue(t, value)
}

/** One changed field as a line says it: 'Label: from → to', or 'Label: to' when there is no before. */
export interface ChangeLine {
  label: string
  from: string | null
  to: string
}

type Change = { from?: unknown; to?: unknown }

/** An address's own field: its label and its value (a country by its name). */
function addressPart(t: TFunction, field: string, value: unknown, language: string): string {
  if (field === 'country' && typeof value === 'string' && value)
    return countriesIn(language).find((country) => country.value === value)?.label ?? value
  return valueWords(t, undefined, value)
}

/**
 * An address that changed, part by part ('Delivery address, City: Utrecht → Amsterdam'). Its whole
 * line (`address`) follows from the parts, so it is only listed when nothing else differs.
 */
function addressLines(
  t: TFunction,
  label: string,
  from: Record<string, unknown>,
  to: Record<string, unknown>,
  language: string,
) {
  const differing = Object.keys({ ...from, ...to }).filter(
    (part) => JSON.stringify(from[part] ?? '') !== JSON.stringify(to[part] ?? ''),
  )
  const parts = differing.length > 1 ? differing.filter((part) => part !== 'address') : differing
  return parts.map((part) => ({
    label: `${label}, ${t(`addresses.fields.${part}`, { defaultValue: humanise(part) })}`,
    from: addressPart(t, part, from[part], language),
    to: addressPart(t, part, to[part], language),
  }))
}

/**
 * Whether a change says what its field held before: an edit does, even when it was empty; a new
 * record had nothing before, and a change of status names only the new one (its before is null).
 */
const saysBefore = (action: string, from: unknown): boolean =>
  !/\.(created|announced)$/.test(action) && (action.endsWith('.edited') || (from !== null && from !== undefined))

/**
 * The fields an entry of a record of `recordKind` changed, in the order its form lists them (others
 * after, by name), each with its value before (see saysBefore) and after.
 */
export function changeLines(
  t: TFunction,
  entry: { action: string; recordKind: string; changes: Record<string, Change> },
  { accounts, language = 'en-GB' }: { accounts?: AccountNames; language?: string } = {},
): ChangeLine[] {
  const fields = fieldsByKind[entry.recordKind] ?? {}
  const order = Object.keys(fields)
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length)
  return Object.entries(entry.changes)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .flatMap(([field, { from, to }]) => {
      const words = fields[field]
      const label = words ? t(words.label) : humanise(field)
      if (words?.value === 'address' && isRecord(from) && isRecord(to))
        return addressLines(t, label, from, to, language)
      const before = saysBefore(entry.action, from) ? valueWords(t, words?.value, from, accounts) : null
      return [{ label, from: before, to: valueWords(t, words?.value, to, accounts) }]
    })
}
