import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { describeSalesOrderErrors } from './sales-order-errors'

const t = i18next.getFixedT('en-GB')

describe('describeSalesOrderErrors', () => {
  it('names header, address and line fields, in the form order with the lines in line order', () => {
    expect(
      describeSalesOrderErrors(t, {
        'lines.1.quantity': ['validation.min,1'],
        'lines.0.articleNumber': ['orders.validation.product_inactive'],
        'deliveryAddress.postalCode': ['validation.postal_code_format,1234 AB', 'validation.required'],
        paymentMethod: ['validation.one_of,Creditcard / Invoice'],
        orderNumber: ['orders.validation.order_number_taken'],
        'invoiceAddress.city': ['validation.required_field'],
        empty: [],
      }),
    ).toEqual([
      'Order number: This order number is already in use in this account',
      'Payment method: Choose one of: Creditcard / Invoice',
      'Delivery address, Postal code: This is not a valid postal code, for example 1234 AB',
      'Invoice address, City: Invoice address, City is required',
      'Line 1, Product: This product is inactive and cannot be ordered',
      'Line 2, Quantity: This field must be at least 1',
    ])
  })

  it('names the lines as a whole and a field outside the order as the API does, last', () => {
    expect(describeSalesOrderErrors(t, { id: ['errors.404'], lines: ['orders.validation.no_lines'] })).toEqual([
      'Order lines: Add at least one order line',
      'id: What you are looking for does not exist or is no longer available.',
    ])
  })
})
