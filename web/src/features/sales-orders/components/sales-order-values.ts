import {
  addressFields,
  emptyAddress,
  fromAddress,
  toAddress,
  type Address,
  type AddressFormValues,
} from '@/components/address/address-values'
import type { UseFormReturn } from 'react-hook-form'
import { toNumber, type NumberValue } from '@/lib/forms/number-issue'
import type { ApiBody, ApiResult } from '@/lib/api/types'
import type { TotalsLine } from '@/lib/order-totals'
import { UNITS } from '@/lib/units'
import type { ProductHit } from '@/components/products/product-search'

// The sales order form (spec point 3, Sales order and Order item): its values, a new order's
// defaults, and the API's fields (internal/orders/model.go: money in cents, percentages as numbers
// with at most two decimals, camelCased here and snake_cased by the API client).

/** Spec point 3, Payment methods. */
export const PAYMENT_METHODS = [
  'Creditcard',
  'Invoice',
  'IDeal',
  'Collection',
  'Authorization',
  'Paypal',
  'Psp',
  'Prepayment',
] as const

/** Spec point 3, Terms of delivery. */
export const TERMS_OF_DELIVERY = ['CustomsCostsForCustomer', 'CustomsCostForOwnAccount'] as const

/** The fields the send, concept and edit calls take for an order (orders.Fields). */
export type SalesOrderFields = ApiBody<'/api/clients/{clientId}/sales-orders', 'post'>

/** An order's or concept's fields as the API answers them: every field present. */
export type StoredSalesOrderFields = ApiResult<
  '/api/clients/{clientId}/concept-sales-orders/{conceptSalesOrderId}',
  'get'
>['data']['fields']

/** A line as the form sends it: every field given. */
type SalesOrderLine = Required<NonNullable<SalesOrderFields['lines']>[number]>
type PaymentMethod = NonNullable<SalesOrderFields['paymentMethod']>
type TermsOfDelivery = NonNullable<SalesOrderFields['termsOfDelivery']>

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value)

/** The VAT percentage a new line starts with. */
export const DEFAULT_VAT_PERCENTAGE = 21

/** The price a line was entered with; the other is derived from it and the VAT percentage. */
export type EnteredPrice = 'inclVat' | 'exclVat'

/** The product a line's search picked: what the line shows of it (name, stock), never sent. */
export type PickedProduct = Pick<ProductHit, 'articleNumber' | 'name' | 'ean' | 'availableStock'>

export interface SalesOrderLineValues {
  articleNumber: string
  product: PickedProduct | null
  quantity: NumberValue
  unit: string | null
  /** Prices in EUR as entered; only the one `priceEntered` names is used. */
  priceInclVat: NumberValue
  priceExclVat: NumberValue
  priceEntered: EnteredPrice
  vatPercentage: NumberValue
  discountPercentage: NumberValue
}

export interface SalesOrderFormValues {
  orderNumber: string
  /** ISO dates (yyyy-mm-dd), '' when none. */
  orderDate: string
  deliveryDate: string
  reference: string
  paymentMethod: string | null
  /** '' is the account's default shipping method. */
  shippingMethod: string
  /** EUR incl. VAT. */
  shipmentCostsInclVat: NumberValue
  termsOfDelivery: string | null
  vatNumber: string
  webshopSourceId: string
  note: string
  comment: string
  internalComment: string
  deliveryAddress: AddressFormValues
  useDeliveryAsInvoiceAddress: boolean
  invoiceAddress: AddressFormValues
  saveInAddressBook: boolean
  lines: SalesOrderLineValues[]
}

/** The sales order form (its inputs are bound to its values). */
export type OrderForm = UseFormReturn<SalesOrderFormValues>

/** Today in the reader's calendar as an ISO date. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export const newLine = (): SalesOrderLineValues => ({
  articleNumber: '',
  product: null,
  quantity: 1,
  unit: null,
  priceInclVat: '',
  priceExclVat: '',
  priceEntered: 'inclVat',
  vatPercentage: DEFAULT_VAT_PERCENTAGE,
  discountPercentage: 0,
})

/** A new order: the proposed number, dated today, delivered to a new address that is the invoice address too, with one empty line. */
export const newSalesOrderForm = (orderNumber: string, now: Date = new Date()): SalesOrderFormValues => ({
  orderNumber,
  orderDate: today(now),
  deliveryDate: '',
  reference: '',
  paymentMethod: null,
  shippingMethod: '',
  shipmentCostsInclVat: '',
  termsOfDelivery: null,
  vatNumber: '',
  webshopSourceId: '',
  note: '',
  comment: '',
  internalComment: '',
  deliveryAddress: emptyAddress(),
  useDeliveryAsInvoiceAddress: true,
  invoiceAddress: emptyAddress(),
  saveInAddressBook: false,
  lines: [newLine()],
})

/** EUR as entered to cents; null when empty. */
export const toCents = (euros: NumberValue): number | null => {
  const value = toNumber(euros)
  return value === null ? null : Math.round(value * 100)
}

const toEuros = (cents: number | null): NumberValue => (cents === null ? '' : cents / 100)

/** A line as the API takes it: the price entered in cents, the other null (the API derives it). */
export function toLine(line: SalesOrderLineValues): SalesOrderLine {
  return {
    articleNumber: line.articleNumber.trim(),
    quantity: toNumber(line.quantity) ?? 0,
    unit: isOneOf(UNITS, line.unit) ? line.unit : '',
    priceInclVat: line.priceEntered === 'inclVat' ? toCents(line.priceInclVat) : null,
    priceExclVat: line.priceEntered === 'exclVat' ? toCents(line.priceExclVat) : null,
    vatPercentage: toNumber(line.vatPercentage) ?? 0,
    discountPercentage: toNumber(line.discountPercentage) ?? 0,
  }
}

/** What order-totals works out a line from. */
export const toTotalsLine = (line: SalesOrderLineValues): TotalsLine => toLine(line)

/**
 * The order's fields as the create, send and concept calls take them (orders.Fields); no invoice
 * address while the delivery address is used.
 */
export function toSalesOrderFields(values: SalesOrderFormValues) {
  const invoiceAddress: Address | undefined = values.useDeliveryAsInvoiceAddress
    ? undefined
    : toAddress(values.invoiceAddress)
  return {
    orderNumber: values.orderNumber.trim(),
    orderDate: values.orderDate,
    deliveryDate: values.deliveryDate,
    reference: values.reference.trim(),
    // Not one of the list: left out, and the API reports it as missing.
    paymentMethod: isOneOf<PaymentMethod>(PAYMENT_METHODS, values.paymentMethod) ? values.paymentMethod : undefined,
    shippingMethod: values.shippingMethod.trim(),
    shipmentCostsInclVat: toCents(values.shipmentCostsInclVat),
    termsOfDelivery: isOneOf<TermsOfDelivery>(TERMS_OF_DELIVERY, values.termsOfDelivery) ? values.termsOfDelivery : '',
    vatNumber: values.vatNumber.trim(),
    webshopSourceId: values.webshopSourceId.trim(),
    note: values.note.trim(),
    comment: values.comment.trim(),
    internalComment: values.internalComment.trim(),
    deliveryAddress: toAddress(values.deliveryAddress),
    useDeliveryAsInvoiceAddress: values.useDeliveryAsInvoiceAddress,
    invoiceAddress,
    saveInAddressBook: values.saveInAddressBook,
    lines: values.lines.map(toLine),
  } satisfies SalesOrderFields
}

/** A stored order's or concept's fields in the form; a line keeps the price the API kept (excl. VAT when both are given). */
export function toFormValues(fields: StoredSalesOrderFields): SalesOrderFormValues {
  const { lines, deliveryAddress, invoiceAddress, shipmentCostsInclVat, paymentMethod, termsOfDelivery, ...header } =
    fields
  return {
    ...header,
    paymentMethod: paymentMethod === '' ? null : paymentMethod,
    termsOfDelivery: termsOfDelivery === '' ? null : termsOfDelivery,
    shipmentCostsInclVat: toEuros(shipmentCostsInclVat),
    deliveryAddress: fromAddress(deliveryAddress),
    invoiceAddress: fields.useDeliveryAsInvoiceAddress ? emptyAddress() : fromAddress(invoiceAddress),
    lines: lines.map((line) => ({
      articleNumber: line.articleNumber,
      product: null,
      quantity: line.quantity,
      unit: line.unit === '' ? null : line.unit,
      priceInclVat: toEuros(line.priceInclVat),
      priceExclVat: toEuros(line.priceExclVat),
      priceEntered: line.priceExclVat !== null ? 'exclVat' : 'inclVat',
      vatPercentage: line.vatPercentage,
      discountPercentage: line.discountPercentage,
    })),
  }
}

/** The fields of a line the API may report an error for ('lines.2.quantity'). */
export const lineFields = [
  'articleNumber',
  'quantity',
  'unit',
  'priceInclVat',
  'priceExclVat',
  'vatPercentage',
  'discountPercentage',
] as const

const headerFields = [
  'orderNumber',
  'orderDate',
  'deliveryDate',
  'reference',
  'paymentMethod',
  'shippingMethod',
  'shipmentCostsInclVat',
  'termsOfDelivery',
  'vatNumber',
  'webshopSourceId',
  'note',
  'comment',
  'internalComment',
  'useDeliveryAsInvoiceAddress',
  'saveInAddressBook',
] as const

/** Every field of the form with these values where a server error may land, as the API names them camelCased. */
export function formFieldNames(values: Pick<SalesOrderFormValues, 'lines'>) {
  return [
    ...headerFields,
    ...addressFields.map((field) => `deliveryAddress.${field}` as const),
    ...addressFields.map((field) => `invoiceAddress.${field}` as const),
    'lines' as const,
    ...values.lines.flatMap((_, index) => lineFields.map((field) => `lines.${index}.${field}` as const)),
  ]
}

/** Whether a line orders more than its product has available: a warning, saving stays possible (spec point 5). */
export function ordersMoreThanAvailable(line: Pick<SalesOrderLineValues, 'product' | 'quantity'>): boolean {
  const quantity = toNumber(line.quantity)
  return line.product !== null && quantity !== null && quantity > line.product.availableStock
}
