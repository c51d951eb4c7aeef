import { describe, expect, it } from 'vitest'
import type { ProductFormValues } from '../../product-form-schema'
import { emptyProductForm, fieldToApi, toFormValues, toProductFields } from './product-form-values'
import type { ProductFields } from './product-fields'

const stored: ProductFields = {
  articleNumber: 'TS-1001',
  name: 'Tulip mug',
  description: 'Stoneware, 300 ml',
  articleGroup: 'General',
  productType: 'Physic',
  costCenter: '',
  revenueCode: 'R-12',
  isActive: true,
  unit: 'Piece',
  ean: '8712345678906',
  weight: 0.425,
  length: 12.5,
  width: 9,
  height: 10,
  customsCode: '691200',
  countryOfOrigin: 'NL',
  customsPrice: 1999,
  hasExpirationDate: false,
  commercialExpirationDayOffset: null,
  hasLotNumbering: false,
  hu: true,
  quantitySku: 12,
  huLength: 40,
  huWidth: 30,
  huHeight: 25.5,
  huEan: '18712345678903',
  allowBrokenUnit: true,
  minimumStock: 24,
  outboundAlgorithm: 'Fifo',
  hasSerialNumber: false,
  serialNumberMask: '',
  fixedSerialNumber: false,
}

describe('product form values', () => {
  it('round-trip a stored product, the price in EUR in the form and in cents in the API', () => {
    const values = toFormValues(stored)
    expect(values.customsPrice).toBe(19.99)
    expect(values.commercialExpirationDayOffset).toBe('')
    expect(toProductFields(values)).toEqual(stored)
  })

  it('send empty numbers as null, trimmed texts, and an unset choice as empty for the API to report', () => {
    const body = toProductFields({ ...emptyProductForm, articleNumber: '  TS-1  ', weight: '', customsPrice: '' })
    expect(body).toMatchObject({
      articleNumber: 'TS-1',
      weight: null,
      customsPrice: null,
      unit: '',
      countryOfOrigin: '',
      minimumStock: 0,
      isActive: true,
    })
  })

  it('round cents, so 0.1 + 0.2 EUR is 30 cents', () => {
    expect(fieldToApi('customsPrice', 0.1 + 0.2)).toBe(30)
    expect(fieldToApi('customsPrice', '4.35')).toBe(435)
  })

  it('clear the fields whose condition is off, as the API does', () => {
    const values: ProductFormValues = {
      ...toFormValues(stored),
      hu: false,
      hasExpirationDate: false,
      commercialExpirationDayOffset: 30,
      hasSerialNumber: false,
      serialNumberMask: 'SN-####',
    }
    expect(toProductFields(values)).toMatchObject({
      quantitySku: null,
      huLength: null,
      huWidth: null,
      huHeight: null,
      huEan: '',
      commercialExpirationDayOffset: null,
      serialNumberMask: '',
    })
    expect(toProductFields({ ...values, hasSerialNumber: true }).serialNumberMask).toBe('SN-####')
  })

  it('show a choice the form does not offer as empty, and missing optional fields as their empty value', () => {
    const values = toFormValues({
      ...stored,
      unit: 'Crate' as ProductFields['unit'],
      countryOfOrigin: 'Holland',
      ean: undefined,
    })
    expect(values.unit).toBeNull()
    expect(values.countryOfOrigin).toBeNull()
    expect(values.ean).toBe('')
  })

  it('treat an empty minimum stock as none, which the API holds as 0', () => {
    expect(fieldToApi('minimumStock', '')).toBe(0)
    expect(fieldToApi('quantitySku', '')).toBeNull()
  })
})
