import { describe, expect, it } from 'vitest'
import { camelKeys, snakeKeys, toCamelCase, toSnakeCase } from './case'

describe('key case conversion', () => {
  it('converts single keys', () => {
    expect(toSnakeCase('passwordConfirmation')).toBe('password_confirmation')
    expect(toSnakeCase('email')).toBe('email')
    expect(toCamelCase('can_see_translator_orders')).toBe('canSeeTranslatorOrders')
    expect(toCamelCase('next_cursor')).toBe('nextCursor')
  })

  it('converts request bodies to snake_case deeply, arrays too', () => {
    const body = {
      orderNumber: 'A1',
      deliveryAddress: { houseNumber: '12', postalCode: '1234AB' },
      orderItems: [{ articleNumber: 'P-1', quantitySku: 2 }],
      tags: ['keepThisValue'],
    }
    expect(snakeKeys(body)).toEqual({
      order_number: 'A1',
      delivery_address: { house_number: '12', postal_code: '1234AB' },
      order_items: [{ article_number: 'P-1', quantity_sku: 2 }],
      tags: ['keepThisValue'],
    })
  })

  it('converts responses to camelCase deeply, arrays too', () => {
    const response = {
      data: [{ client_id: 2, client: { id: 2, client_name: 'Webshop BV' } }],
      meta: { next_cursor: null, total: 1 },
    }
    expect(camelKeys(response)).toEqual({
      data: [{ clientId: 2, client: { id: 2, clientName: 'Webshop BV' } }],
      meta: { nextCursor: null, total: 1 },
    })
  })

  it('leaves values that are not plain objects alone', () => {
    const file = new File(['x'], 'products.csv')
    const converted = snakeKeys({ importFile: file, count: 0, flag: false, nothing: null }) as Record<string, unknown>
    expect(converted.import_file).toBe(file)
    expect(converted).toMatchObject({ count: 0, flag: false, nothing: null })
  })
})
