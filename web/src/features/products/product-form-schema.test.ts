import { describe, expect, it } from 'vitest'
import { emptyProductForm } from './components/form/product-form-values'
import { fieldIssue, hasValidCheckDigit, productFormSchema, type ProductFormValues } from './product-form-schema'

const valid: ProductFormValues = {
  ...emptyProductForm,
  articleNumber: 'TS-1001',
  name: 'Tulip mug',
  articleGroup: 'General',
  productType: 'Electronic',
  unit: 'Piece',
  outboundAlgorithm: 'Fifo',
}

/** Field -> first message of every issue the schema finds. */
function issues(values: ProductFormValues): Record<string, string> {
  const result = productFormSchema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('productFormSchema', () => {
  it('accepts a product with only the required fields', () => {
    expect(issues(valid)).toEqual({})
  })

  it('requires the six fields of every product, with the field name inserted', () => {
    expect(issues(emptyProductForm)).toEqual({
      articleNumber: 'validation.required_field',
      name: 'validation.required_field',
      articleGroup: 'validation.required_field',
      productType: 'validation.required_field',
      unit: 'validation.required_field',
      outboundAlgorithm: 'validation.required_field',
    })
  })

  it('counts whitespace as empty, and 0 as filled', () => {
    expect(issues({ ...valid, name: '   ' })).toEqual({ name: 'validation.required_field' })
    expect(issues({ ...valid, productType: 'Physic', weight: 0, length: 1, width: 1, height: 1 })).toEqual({
      weight: 'validation.positive',
    })
  })

  it('requires weight and size for a physical product only', () => {
    expect(issues({ ...valid, productType: 'Physic' })).toEqual({
      weight: 'validation.required_field',
      length: 'validation.required_field',
      width: 'validation.required_field',
      height: 'validation.required_field',
    })
    expect(issues({ ...valid, productType: 'Physic', weight: 0.25, length: 10, width: 8.5, height: 12 })).toEqual({})
  })

  it('limits weight to 3 decimals and lengths to 1, and wants them positive', () => {
    expect(issues({ ...valid, weight: 1.2345, length: 10.25, width: -1, height: '1.5' })).toEqual({
      weight: 'validation.decimals,3',
      length: 'validation.decimals,1',
      width: 'validation.positive',
    })
  })

  it('keeps measures and the expiry offset within what a warehouse handles', () => {
    expect(
      issues({
        ...valid,
        weight: 100_000,
        length: 10_000.5,
        hasExpirationDate: true,
        commercialExpirationDayOffset: 3651,
      }),
    ).toEqual({
      length: 'validation.max,10000',
      commercialExpirationDayOffset: 'validation.max,3650',
    })
  })

  it('rejects text that is no number, and a number that could be two', () => {
    expect(issues({ ...valid, weight: 'heavy' })).toEqual({ weight: 'validation.number' })
    expect(issues({ ...valid, weight: '1,234' })).toEqual({ weight: 'validation.ambiguous_number' })
    expect(issues({ ...valid, weight: '0,35' })).toEqual({})
  })

  it('checks text lengths', () => {
    expect(issues({ ...valid, articleNumber: 'A'.repeat(51), costCenter: 'C'.repeat(50) })).toEqual({
      articleNumber: 'validation.max,50',
    })
  })

  it.each([
    ['87654325', undefined],
    ['8712345678906', undefined],
    ['18712345678903', undefined],
    ['8712345678907', 'products.validation.ean_checksum'],
    ['871234567890', 'products.validation.ean_length'],
    ['87123456789O6', 'products.validation.ean_length'],
  ])('checks the EAN %s', (ean, message) => {
    expect(issues({ ...valid, ean })).toEqual(message ? { ean: message } : {})
  })

  it('computes GS1 check digits', () => {
    expect(hasValidCheckDigit('4006381333931')).toBe(true)
    expect(hasValidCheckDigit('4006381333932')).toBe(false)
    expect(hasValidCheckDigit('73513537')).toBe(true)
  })

  it.each([
    ['851712', undefined],
    ['8517120000', undefined],
    ['85171', 'products.validation.customs_code'],
    ['85171200001', 'products.validation.customs_code'],
    ['8517.12', 'products.validation.customs_code'],
  ])('wants an HS code of 6 to 10 digits: %s', (customsCode, message) => {
    expect(issues({ ...valid, customsCode })).toEqual(message ? { customsCode: message } : {})
  })

  it.each([
    ['NL', undefined],
    ['nl', 'products.validation.country_of_origin'],
    ['XX', 'products.validation.country_of_origin'],
    ['NLD', 'products.validation.country_of_origin'],
  ])('wants an ISO 3166-1 alpha-2 country of origin: %s', (countryOfOrigin, message) => {
    expect(issues({ ...valid, countryOfOrigin })).toEqual(message ? { countryOfOrigin: message } : {})
  })

  it('takes the customs price in EUR with at most cents, not negative', () => {
    expect(issues({ ...valid, customsPrice: 12.99 })).toEqual({})
    expect(issues({ ...valid, customsPrice: 0 })).toEqual({})
    expect(issues({ ...valid, customsPrice: 12.999 })).toEqual({ customsPrice: 'validation.decimals,2' })
    expect(issues({ ...valid, customsPrice: -1 })).toEqual({ customsPrice: 'validation.min,0' })
    expect(issues({ ...valid, customsPrice: 1_000_000 })).toEqual({})
    expect(issues({ ...valid, customsPrice: 1_000_000.01 })).toEqual({ customsPrice: 'validation.max,1000000' })
  })

  it('checks the outer box only when the product has one, then wants at least 1 in it', () => {
    const box = { ...valid, quantitySku: 0, huLength: -2, huEan: '123' }
    expect(issues(box)).toEqual({})
    expect(issues({ ...valid, hu: true })).toEqual({ quantitySku: 'validation.required_field' })
    expect(issues({ ...box, hu: true })).toEqual({
      quantitySku: 'validation.min,1',
      huLength: 'validation.positive',
      huEan: 'products.validation.ean_length',
    })
    expect(issues({ ...valid, hu: true, quantitySku: 2.5 })).toEqual({ quantitySku: 'validation.integer' })
    expect(issues({ ...valid, hu: true, quantitySku: 1_000_000 })).toEqual({})
    expect(issues({ ...valid, hu: true, quantitySku: 1_000_001 })).toEqual({ quantitySku: 'validation.max,1000000' })
  })

  it('checks the commercial expiry offset only with a best-before date', () => {
    expect(issues({ ...valid, commercialExpirationDayOffset: -3 })).toEqual({})
    expect(issues({ ...valid, hasExpirationDate: true, commercialExpirationDayOffset: -3 })).toEqual({
      commercialExpirationDayOffset: 'validation.min,0',
    })
  })

  it('wants a whole minimum stock from 0 to a billion', () => {
    expect(issues({ ...valid, minimumStock: -1 })).toEqual({ minimumStock: 'validation.min,0' })
    expect(issues({ ...valid, minimumStock: 1.5 })).toEqual({ minimumStock: 'validation.integer' })
    expect(issues({ ...valid, minimumStock: 1_000_000_000 })).toEqual({})
    expect(issues({ ...valid, minimumStock: 1_000_000_001 })).toEqual({ minimumStock: 'validation.max,1000000000' })
  })

  it.each([
    ['SN-####', undefined],
    ['@@*-2026/#', undefined],
    ['SN-0001', 'products.validation.serial_number_mask'],
    ['sn-####', 'products.validation.serial_number_mask'],
    ['SN ####', 'products.validation.serial_number_mask'],
    ['#'.repeat(51), 'products.validation.serial_number_mask'],
  ])('checks the serial number mask %s when serial numbers are on', (serialNumberMask, message) => {
    expect(issues({ ...valid, serialNumberMask })).toEqual({})
    expect(issues({ ...valid, hasSerialNumber: true, serialNumberMask })).toEqual(
      message ? { serialNumberMask: message } : {},
    )
  })
})

describe('fieldIssue', () => {
  it('lets an optional field be emptied and a required one not', () => {
    expect(fieldIssue('ean', '', false)).toBeUndefined()
    expect(fieldIssue('unit', null, true)).toBe('validation.required_field')
  })

  it('checks a choice against its options', () => {
    expect(fieldIssue('unit', 'Crate', true)).toBe('validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD')
    expect(fieldIssue('unit', 'Box', true)).toBeUndefined()
  })
})
