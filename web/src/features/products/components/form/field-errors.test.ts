import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { describeProductErrors } from './field-errors'

const t = i18next.getFixedT('en-GB')

describe('describeProductErrors', () => {
  it('lists the first message of each field in the form order, translated with the field name', () => {
    expect(
      describeProductErrors(t, {
        width: ['validation.required'],
        ean: ['products.validation.ean_checksum', 'validation.max,14'],
        articleNumber: ['products.validation.article_number_taken'],
        unit: ['validation.one_of,Piece / Box'],
        file: [],
      }),
    ).toEqual([
      'Article number: This article number is already in use in this account',
      'Unit: Choose one of: Piece / Box',
      'EAN: This is not a valid EAN: the check digit is wrong',
      'Width (cm): This field is required',
    ])
  })

  it('names a field outside the product as the API does, last', () => {
    expect(describeProductErrors(t, { id: ['errors.404'], name: ['validation.required_field'] })).toEqual([
      'Name: Name is required',
      'id: What you are looking for does not exist or is no longer available.',
    ])
  })
})
