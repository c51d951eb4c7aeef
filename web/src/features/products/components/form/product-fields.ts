import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { COUNTRY_CODES } from '@/lib/countries'
import { UNITS } from '@/lib/units'

// The catalogue of a product's editable fields (spec point 3): their groups in the spec's order, the
// kind of input each takes, and when a field is shown and required (spec point 5). The form, its
// schema, the API conversion and the bulk edit all read it, so they never disagree.

type Schemas = components['schemas']

export type ProductFields = Camelize<Schemas['ProductFields']>
export type ProductField = keyof ProductFields

export const PRODUCT_TYPES = [
  'Physic',
  'Electronic',
  'Forward',
  'IgnoreProduct',
] as const satisfies readonly Schemas['ProductType'][]
export const ARTICLE_GROUPS = ['General', 'Composed'] as const satisfies readonly Schemas['ArticleGroup'][]
export const OUTBOUND_ALGORITHMS = [
  'Fifo',
  'Fefo',
  'Lot',
  'Lifo',
  'VwFifo',
  'VwFefo',
] as const satisfies readonly Schemas['OutboundAlgorithm'][]

// The API's bounds (internal/products/validate.go): what a warehouse can handle.
const MAX_WEIGHT_KG = 100_000
const MAX_LENGTH_CM = 10_000
const MAX_EXPIRATION_DAY_OFFSET = 3650
const MAX_CUSTOMS_PRICE_EUR = 1_000_000
const MAX_QUANTITY_SKU = 1_000_000
const MAX_MINIMUM_STOCK = 1_000_000_000

/** How a field is entered; numbers carry the API's precision (weight kg 3 decimals, lengths cm 1) and bounds. */
export type FieldKind =
  | { type: 'text'; maxLength?: number; multiline?: boolean }
  /** `labels` is the key prefix of the option texts in products.json. */
  | {
      type: 'choice'
      options: readonly string[]
      labels: 'articleGroup' | 'productType' | 'unit' | 'outboundAlgorithm'
    }
  | { type: 'country'; options: readonly string[] }
  | { type: 'switch' }
  | { type: 'decimal'; decimals: number; max: number }
  | { type: 'integer'; min: number; max?: number }
  /** Entered in EUR with cents, sent as integer cents; `max` is in EUR. */
  | { type: 'money'; max: number }

export const fieldKinds = {
  articleNumber: { type: 'text', maxLength: 50 },
  name: { type: 'text', maxLength: 200 },
  description: { type: 'text', maxLength: 2000, multiline: true },
  articleGroup: { type: 'choice', options: ARTICLE_GROUPS, labels: 'articleGroup' },
  productType: { type: 'choice', options: PRODUCT_TYPES, labels: 'productType' },
  costCenter: { type: 'text', maxLength: 50 },
  revenueCode: { type: 'text', maxLength: 50 },
  isActive: { type: 'switch' },
  unit: { type: 'choice', options: UNITS, labels: 'unit' },
  ean: { type: 'text' },
  weight: { type: 'decimal', decimals: 3, max: MAX_WEIGHT_KG },
  length: { type: 'decimal', decimals: 1, max: MAX_LENGTH_CM },
  width: { type: 'decimal', decimals: 1, max: MAX_LENGTH_CM },
  height: { type: 'decimal', decimals: 1, max: MAX_LENGTH_CM },
  customsCode: { type: 'text' },
  countryOfOrigin: { type: 'country', options: COUNTRY_CODES },
  customsPrice: { type: 'money', max: MAX_CUSTOMS_PRICE_EUR },
  hasExpirationDate: { type: 'switch' },
  commercialExpirationDayOffset: { type: 'integer', min: 0, max: MAX_EXPIRATION_DAY_OFFSET },
  hasLotNumbering: { type: 'switch' },
  hu: { type: 'switch' },
  quantitySku: { type: 'integer', min: 1, max: MAX_QUANTITY_SKU },
  huLength: { type: 'decimal', decimals: 1, max: MAX_LENGTH_CM },
  huWidth: { type: 'decimal', decimals: 1, max: MAX_LENGTH_CM },
  huHeight: { type: 'decimal', decimals: 1, max: MAX_LENGTH_CM },
  huEan: { type: 'text' },
  allowBrokenUnit: { type: 'switch' },
  minimumStock: { type: 'integer', min: 0, max: MAX_MINIMUM_STOCK },
  outboundAlgorithm: { type: 'choice', options: OUTBOUND_ALGORITHMS, labels: 'outboundAlgorithm' },
  hasSerialNumber: { type: 'switch' },
  serialNumberMask: { type: 'text', maxLength: 50 },
  fixedSerialNumber: { type: 'switch' },
} as const satisfies Record<ProductField, FieldKind>

/** The spec's groups (their titles are products.groups.<name>), each with its fields in order. */
export const fieldGroups = [
  {
    name: 'identity',
    fields: [
      'articleNumber',
      'name',
      'description',
      'articleGroup',
      'productType',
      'costCenter',
      'revenueCode',
      'isActive',
    ],
  },
  { name: 'unitAndSize', fields: ['unit', 'ean', 'weight', 'length', 'width', 'height'] },
  { name: 'customs', fields: ['customsCode', 'countryOfOrigin', 'customsPrice'] },
  { name: 'expiryAndLots', fields: ['hasExpirationDate', 'commercialExpirationDayOffset', 'hasLotNumbering'] },
  { name: 'outerBox', fields: ['hu', 'quantitySku', 'huLength', 'huWidth', 'huHeight', 'huEan'] },
  { name: 'stockSettings', fields: ['allowBrokenUnit', 'minimumStock', 'outboundAlgorithm'] },
  { name: 'serialNumbers', fields: ['hasSerialNumber', 'serialNumberMask', 'fixedSerialNumber'] },
] as const satisfies readonly { name: string; fields: readonly ProductField[] }[]

type ConditionSwitch = 'hasExpirationDate' | 'hu' | 'hasSerialNumber'

/** Fields that apply only while a switch is on; the API clears them otherwise. */
export const shownOnlyWith: Partial<Record<ProductField, ConditionSwitch>> = {
  commercialExpirationDayOffset: 'hasExpirationDate',
  quantitySku: 'hu',
  huLength: 'hu',
  huWidth: 'hu',
  huHeight: 'hu',
  huEan: 'hu',
  serialNumberMask: 'hasSerialNumber',
}

/** Required for every product (spec point 5 and the API contract). */
export const alwaysRequired: readonly ProductField[] = [
  'articleNumber',
  'name',
  'articleGroup',
  'productType',
  'unit',
  'outboundAlgorithm',
]

/** A physical product also needs its weight and size. */
const requiredWhenPhysic: readonly ProductField[] = ['weight', 'length', 'width', 'height']

/** What the conditions of a field look at: the product type and three switches. */
export type FieldConditions = { productType?: string | null } & Partial<Record<ConditionSwitch, boolean>>

export function isShown(field: ProductField, values: FieldConditions): boolean {
  const condition = shownOnlyWith[field]
  return condition === undefined || values[condition] === true
}

export function isRequired(field: ProductField, values: FieldConditions): boolean {
  return (
    alwaysRequired.includes(field) ||
    (values.productType === 'Physic' && requiredWhenPhysic.includes(field)) ||
    (field === 'quantitySku' && values.hu === true)
  )
}
