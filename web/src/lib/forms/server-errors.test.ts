import { renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { showStoredErrors } from './server-errors'

describe('showStoredErrors', () => {
  it('puts the first message on the field whatever the case of its name, and answers the rest', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { ean: '', huEan: '' } }))
    const unmatched = showStoredErrors(result.current, {
      EAN: ['products.validation.ean_length', 'products.validation.ean_checksum'],
      huEan: [],
      changes: ['validation.required'],
    })
    expect(result.current.getFieldState('ean').error?.message).toBe('products.validation.ean_length')
    expect(result.current.getFieldState('huEan').error).toBeUndefined()
    expect(unmatched).toEqual({ changes: ['validation.required'] })
  })
})
