import type { TFunction } from 'i18next'
import { formatCurrency, formatDateTime, formatNumber, MISSING } from '@/lib/format'
import type { ProductDetail } from '../../api/get-product'

// The Product entity's fields grouped as in the specification (point 3), each shown the way a
// reader expects: enumerations by their labels, flags as Yes/No, the customs price in EUR, weight
// and lengths as numbers under labels that carry kg or cm, and '—' for what is not filled.

export type ProductGroup =
  | 'identity'
  | 'unitAndSize'
  | 'customs'
  | 'expiryAndLots'
  | 'outerBox'
  | 'stockSettings'
  | 'serialNumbers'
  | 'stockFigures'

type Show<V> = (value: V, t: TFunction) => string

interface ShownField {
  /** The field's name, also its label key: products.fields.<name>. */
  name: keyof ProductDetail
  show: (product: ProductDetail, t: TFunction) => string
}

const field = <K extends keyof ProductDetail>(name: K, show: Show<ProductDetail[K]>): ShownField => ({
  name,
  show: (product, t) => show(product[name], t),
})

// Fields the API may leave out (optional in the contract) show as not filled.
const text: Show<string | undefined> = (value) => value?.trim() || MISSING
const number: Show<number | null | undefined> = (value) => (value == null ? MISSING : formatNumber(value))
const yesNo: Show<boolean | undefined> = (value, t) => t(value ? 'productOverview.yes' : 'productOverview.no')
const money: Show<number | null | undefined> = (value) => (value == null ? MISSING : formatCurrency(value))
const moment: Show<string> = (value) => formatDateTime(value)
/** Available stock, explained when below zero: more is ordered than is in stock. */
const available: Show<number> = (value, t) =>
  value < 0 ? `${formatNumber(value)} (${t('products.availableBelowZero')})` : formatNumber(value)
/** An enumeration value by its label, products.<list>.<value>. */
const label =
  (list: string): Show<string | undefined> =>
  (value, t) =>
    value ? t(`products.${list}.${value}`) : MISSING

// The stock figures come first: they are what a person opens a product's page for.
export const productFieldGroups: readonly { group: ProductGroup; fields: readonly ShownField[] }[] = [
  {
    group: 'stockFigures',
    fields: [
      field('totalStock', number),
      field('availableStock', available),
      field('onHoldStock', number),
      field('inTransitStock', number),
      field('inboundStock', number),
      field('stockAlert', label('stockAlert')),
    ],
  },
  {
    group: 'identity',
    fields: [
      field('articleNumber', text),
      field('name', text),
      field('description', text),
      field('articleGroup', label('articleGroup')),
      field('productType', label('productType')),
      field('costCenter', text),
      field('revenueCode', text),
      field('isActive', yesNo),
      field('originalSource', label('source')),
      field('createdAt', moment),
    ],
  },
  {
    group: 'unitAndSize',
    fields: [
      field('unit', label('unit')),
      field('ean', text),
      field('weight', number),
      field('length', number),
      field('width', number),
      field('height', number),
    ],
  },
  {
    group: 'customs',
    fields: [field('customsCode', text), field('countryOfOrigin', text), field('customsPrice', money)],
  },
  {
    group: 'expiryAndLots',
    fields: [
      field('hasExpirationDate', yesNo),
      field('commercialExpirationDayOffset', number),
      field('hasLotNumbering', yesNo),
    ],
  },
  {
    group: 'outerBox',
    fields: [
      field('hu', yesNo),
      field('quantitySku', number),
      field('huLength', number),
      field('huWidth', number),
      field('huHeight', number),
      field('huEan', text),
    ],
  },
  {
    group: 'stockSettings',
    fields: [
      field('allowBrokenUnit', yesNo),
      field('minimumStock', number),
      field('outboundAlgorithm', label('outboundAlgorithm')),
    ],
  },
  {
    group: 'serialNumbers',
    fields: [field('hasSerialNumber', yesNo), field('serialNumberMask', text), field('fixedSerialNumber', yesNo)],
  },
]
