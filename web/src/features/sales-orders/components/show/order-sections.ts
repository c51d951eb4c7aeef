import type { TFunction } from 'i18next'
import type { ShownField } from '@/components/FieldSection'
import type { AnsweredAddress } from '@/components/address/address-values'
import { countriesIn } from '@/lib/countries'
import { formatCurrency, formatDateTime, formatDay, MISSING } from '@/lib/format'
import type { SalesOrder } from '../../api/get-sales-order'

// The order's own fields (spec point 3, Sales order) grouped for its page, each shown the way a
// reader expects: enumerations by their labels, money in EUR, dates in the reader's language, and
// '—' for what is not filled.

export interface OrderSection {
  title: string
  fields: ShownField[]
}

const text = (value: string): string => value.trim() || MISSING
const day = (value: string): string => (value ? formatDay(value) : MISSING)
/** An enumeration value by its label; an empty one is not filled. */
const label = (t: TFunction, key: string, value: string): string => (value ? t(`${key}.${value}`) : MISSING)

function countryName(code: string, language: string): string {
  if (!code) return MISSING
  return countriesIn(language).find((country) => country.value === code)?.label ?? code
}

/** An address's fields as its form lists them. */
export function addressFieldsShown(t: TFunction, address: AnsweredAddress, language: string): ShownField[] {
  const shown = (field: keyof AnsweredAddress, value: string): ShownField => ({
    label: t(`addresses.fields.${field}`),
    value,
  })
  return [
    shown('companyName', text(address.companyName)),
    shown('department', text(address.department)),
    shown('firstName', text(address.firstName)),
    shown('lastName', text(address.lastName)),
    shown('street', text(address.street)),
    shown('houseNumber', text(address.houseNumber)),
    shown('houseNumberAddition', text(address.houseNumberAddition)),
    shown('addressLine', text(address.addressLine)),
    shown('postalCode', text(address.postalCode)),
    shown('city', text(address.city)),
    shown('country', countryName(address.country, language)),
    shown('email', text(address.email)),
    shown('phone', text(address.phone)),
  ]
}

/** The order's header, payment and shipping, and notes. The status shows as its badge above them. */
export function orderSections(t: TFunction, order: SalesOrder): OrderSection[] {
  const { fields } = order
  const form = (field: string) => t(`salesOrderForm.fields.${field}`)
  const page = (field: string) => t(`salesOrderPage.fields.${field}`)
  return [
    {
      title: t('salesOrderPage.sections.order'),
      fields: [
        { label: form('orderNumber'), value: fields.orderNumber },
        { label: form('orderDate'), value: day(fields.orderDate) },
        { label: form('deliveryDate'), value: day(fields.deliveryDate) },
        { label: form('reference'), value: text(fields.reference) },
        { label: page('customerName'), value: text(order.customerName) },
        { label: form('webshopSourceId'), value: text(fields.webshopSourceId) },
        { label: page('source'), value: t(`salesOrderOverview.source.${order.source}`) },
        { label: page('originalSource'), value: t(`salesOrderOverview.source.${order.originalSource}`) },
        { label: page('createdAt'), value: formatDateTime(order.createdAt) },
      ],
    },
    {
      title: t('salesOrderPage.sections.shipping'),
      fields: [
        { label: form('paymentMethod'), value: label(t, 'salesOrderForm.paymentMethods', fields.paymentMethod) },
        { label: form('shippingMethod'), value: fields.shippingMethod || t('salesOrderPage.defaultShippingMethod') },
        {
          label: form('shipmentCostsInclVat'),
          value: fields.shipmentCostsInclVat === null ? MISSING : formatCurrency(fields.shipmentCostsInclVat),
        },
        { label: form('termsOfDelivery'), value: label(t, 'salesOrderForm.termsOfDelivery', fields.termsOfDelivery) },
        { label: form('vatNumber'), value: text(fields.vatNumber) },
        { label: page('tracking'), value: text(order.tracking) },
      ],
    },
    {
      title: t('salesOrderPage.sections.notes'),
      fields: [
        { label: form('note'), value: text(fields.note) },
        { label: form('comment'), value: text(fields.comment) },
        { label: form('internalComment'), value: text(fields.internalComment) },
      ],
    },
  ]
}

/** The delivery address, and the invoice address unless it is the delivery address. */
export function addressSections(t: TFunction, order: SalesOrder, language: string): OrderSection[] {
  const { fields } = order
  return [
    { title: t('addresses.delivery'), fields: addressFieldsShown(t, fields.deliveryAddress, language) },
    {
      title: t('addresses.invoice'),
      fields: fields.useDeliveryAsInvoiceAddress
        ? [{ label: t('addresses.fields.address'), value: t('salesOrderPage.sameAsDelivery') }]
        : addressFieldsShown(t, fields.invoiceAddress, language),
    },
  ]
}
