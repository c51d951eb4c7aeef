import { renderHook } from '@testing-library/react'
import i18next from 'i18next'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import type { ProductFormValues } from '../../product-form-schema'
import { describeProductErrors, showConceptErrors } from './field-errors'
import { emptyProductForm } from './product-form-values'

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

describe('showConceptErrors', () => {
  it('puts the first message on the field whatever the case of its name, and answers the rest', () => {
    const { result } = renderHook(() => useForm<ProductFormValues>({ defaultValues: emptyProductForm }))
    const unmatched = showConceptErrors(result.current, {
      EAN: ['products.validation.ean_length', 'products.validation.ean_checksum'],
      huEan: [],
      changes: ['validation.required'],
    })
    expect(result.current.getFieldState('ean').error?.message).toBe('products.validation.ean_length')
    expect(result.current.getFieldState('huEan').error).toBeUndefined()
    expect(unmatched).toEqual({ changes: ['validation.required'] })
  })
})
