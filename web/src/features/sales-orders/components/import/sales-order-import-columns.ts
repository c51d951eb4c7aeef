import { importFile, type ImportColumn } from '@/components/import/import-file'
import { toCamelCase } from '@/lib/api/case'
import { UNITS } from '@/lib/units'
import { PAYMENT_METHODS, TERMS_OF_DELIVERY } from '../sales-order-values'

// The columns of the sales order import file (internal/orders/import_columns.go), in the template's
// order: the order's own columns, repeated on every row of the order, then the line's. What each
// holds is text in the locale files (salesOrderImport.columns.descriptions.<column>).

/** column: the file must have the column; articleOrEan: it must have article_number or ean; ready: filled for the order to be Ready. */
type Requirement = 'column' | 'articleOrEan' | 'ready' | 'optional'

type ImportGroup = 'order' | 'delivery' | 'invoice' | 'line'

type SalesOrderImportColumn = ImportColumn<ImportGroup, Requirement>

const ADDRESS_FIELDS = [
  'company_name',
  'department',
  'first_name',
  'last_name',
  'country',
  'postal_code',
  'house_number',
  'house_number_addition',
  'is_without_postal_code',
  'street',
  'address_line',
  'city',
  'email',
  'phone',
] as const

const readyAddressFields: readonly string[] = ['country', 'postal_code', 'street', 'city']

const order = (
  name: string,
  requirement: Requirement = 'optional',
  extra: Partial<SalesOrderImportColumn> = {},
): SalesOrderImportColumn => ({
  name,
  group: 'order',
  requirement,
  label: `salesOrderForm.fields.${toCamelCase(name)}`,
  description: `salesOrderImport.columns.descriptions.${name}`,
  ...extra,
})

const address = (group: 'delivery' | 'invoice'): SalesOrderImportColumn[] =>
  ADDRESS_FIELDS.map((field) => ({
    name: `${group}_${field}`,
    group,
    requirement: group === 'delivery' && readyAddressFields.includes(field) ? 'ready' : 'optional',
    label: `addresses.fields.${toCamelCase(field)}`,
    description: `salesOrderImport.columns.address.${field}`,
    boolean: field === 'is_without_postal_code' || undefined,
    empty: field === 'is_without_postal_code' ? '0' : undefined,
  }))

const line = (
  name: string,
  label: string,
  requirement: Requirement = 'optional',
  extra: Partial<SalesOrderImportColumn> = {},
) => ({
  name,
  group: 'line' as const,
  requirement,
  label,
  description: `salesOrderImport.columns.descriptions.${name}`,
  ...extra,
})

export const salesOrderImportColumns: readonly SalesOrderImportColumn[] = [
  order('order_number', 'column'),
  order('order_date', 'ready'),
  order('delivery_date'),
  order('reference'),
  order('payment_method', 'ready', { choice: { options: PAYMENT_METHODS, labels: 'salesOrderForm.paymentMethods' } }),
  order('shipping_method'),
  order('shipment_costs_incl_vat'),
  order('terms_of_delivery', 'optional', {
    choice: { options: TERMS_OF_DELIVERY, labels: 'salesOrderForm.termsOfDelivery' },
  }),
  order('vat_number'),
  order('webshop_source_id'),
  order('note'),
  order('comment'),
  order('internal_comment'),
  ...address('delivery'),
  // Shown with the addresses they are about, in the file's order.
  order('save_in_address_book', 'optional', { group: 'delivery', boolean: true, empty: '0' }),
  order('use_delivery_as_invoice_address', 'optional', { group: 'invoice', boolean: true }),
  ...address('invoice'),
  line('article_number', 'products.fields.articleNumber', 'articleOrEan'),
  line('ean', 'products.fields.ean', 'articleOrEan'),
  line('quantity', 'salesOrderForm.lines.quantity', 'column'),
  line('unit', 'salesOrderForm.lines.unit', 'optional', { choice: { options: UNITS, labels: 'products.unit' } }),
  line('price_incl_vat', 'salesOrderForm.lines.priceInclVat'),
  line('price_excl_vat', 'salesOrderForm.lines.priceExclVat'),
  line('vat_percentage', 'salesOrderForm.lines.vatPercentage', 'optional', { empty: '0' }),
  line('discount_percentage', 'salesOrderForm.lines.discountPercentage', 'optional', { empty: '0' }),
]

/** The sales order import file, its columns grouped as the order form. */
export const salesOrderImportFile = importFile({
  groups: ['order', 'delivery', 'invoice', 'line'],
  groupTitles: 'salesOrderImport.groups',
  requirements: 'salesOrderImport.columns.requirement',
  columns: salesOrderImportColumns,
})
