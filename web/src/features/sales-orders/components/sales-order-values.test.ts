import { describe, expect, it } from 'vitest'
import { emptyAddress, type AnsweredAddress } from '@/components/address/address-values'
import { snakeKeys } from '@/lib/api/case'
import { sentAddress, tulipAddress } from '@/test/addresses'
import { salesOrderFormSchema } from '../sales-order-schema'
import {
  formFieldNames,
  newLine,
  newSalesOrderForm,
  ordersMoreThanAvailable,
  toFormValues,
  toSalesOrderFields,
  type SalesOrderFormValues,
} from './sales-order-values'

const delivery = {
  ...emptyAddress(),
  companyName: 'Tulip Webshop B.V.',
  postalCode: '1234 AB',
  houseNumber: '12',
  street: 'Keizersgracht',
  city: 'Amsterdam',
}

const filled = (): SalesOrderFormValues => ({
  ...newSalesOrderForm('SO-1001', new Date(2026, 0, 21)),
  deliveryDate: '2026-01-23',
  reference: ' PO 77 ',
  paymentMethod: 'IDeal',
  shipmentCostsInclVat: 4.95,
  termsOfDelivery: 'CustomsCostsForCustomer',
  note: 'Thank you',
  deliveryAddress: delivery,
  lines: [
    { ...newLine(), articleNumber: 'TS-1', quantity: 3, unit: 'Piece', priceInclVat: 19.99 },
    {
      ...newLine(),
      articleNumber: 'TS-2',
      quantity: 1,
      priceExclVat: 10,
      priceInclVat: '',
      priceEntered: 'exclVat',
      vatPercentage: 9,
      discountPercentage: 12.5,
    },
  ],
})

const issues = (values: SalesOrderFormValues) => {
  const result = salesOrderFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the sales order form values', () => {
  it('start with the proposed number, today, the delivery address as invoice address and one line at 21% VAT', () => {
    const values = newSalesOrderForm('SO-1001', new Date(2026, 0, 21))
    expect(values).toMatchObject({ orderNumber: 'SO-1001', orderDate: '2026-01-21', useDeliveryAsInvoiceAddress: true })
    expect(values.lines).toEqual([newLine()])
    expect(values.lines[0]).toMatchObject({ quantity: 1, vatPercentage: 21, discountPercentage: 0 })
  })

  it('become the API fields of internal/orders/model.go: cents, percentages as numbers, the entered price only', () => {
    expect(snakeKeys(toSalesOrderFields(filled()))).toEqual({
      order_number: 'SO-1001',
      order_date: '2026-01-21',
      delivery_date: '2026-01-23',
      reference: 'PO 77',
      payment_method: 'IDeal',
      shipping_method: '',
      shipment_costs_incl_vat: 495,
      terms_of_delivery: 'CustomsCostsForCustomer',
      vat_number: '',
      webshop_source_id: '',
      note: 'Thank you',
      comment: '',
      internal_comment: '',
      delivery_address: sentAddress(tulipAddress),
      use_delivery_as_invoice_address: true,
      invoice_address: undefined,
      save_in_address_book: false,
      lines: [
        {
          article_number: 'TS-1',
          quantity: 3,
          unit: 'Piece',
          price_incl_vat: 1999,
          price_excl_vat: null,
          vat_percentage: 21,
          discount_percentage: 0,
        },
        {
          article_number: 'TS-2',
          quantity: 1,
          unit: '',
          price_incl_vat: null,
          price_excl_vat: 1000,
          vat_percentage: 9,
          discount_percentage: 12.5,
        },
      ],
    })
  })

  it('send no shipment costs and no price when none is entered, and the invoice address when it is used', () => {
    const values = { ...filled(), shipmentCostsInclVat: '', useDeliveryAsInvoiceAddress: false }
    values.invoiceAddress = { ...delivery, companyName: 'Holding' }
    values.lines = [{ ...newLine(), articleNumber: 'TS-1' }]
    const fields = toSalesOrderFields(values)
    expect(fields.shipmentCostsInclVat).toBeNull()
    expect(fields.lines[0]).toMatchObject({ priceInclVat: null, priceExclVat: null })
    expect(fields.invoiceAddress).toMatchObject({ companyName: 'Holding', country: 'NL' })
  })

  it('come back from the stored fields unchanged, keeping the price that was entered', () => {
    const values = filled()
    const answered = (address: typeof delivery): AnsweredAddress => ({ ...address, country: 'NL', address: '' })
    const { paymentMethod, ...sent } = toSalesOrderFields(values)
    const stored = {
      ...sent,
      paymentMethod: paymentMethod ?? '',
      deliveryAddress: answered(values.deliveryAddress),
      invoiceAddress: answered(emptyAddress()),
    }
    const back = toFormValues(stored)
    expect(back).toEqual({
      ...values,
      reference: 'PO 77',
      lines: values.lines.map((line) => ({ ...line, product: null })),
    })
  })

  it('name every field an API error may point at, a line by its index', () => {
    const names = formFieldNames(filled())
    expect(names).toContain('orderNumber')
    expect(names).toContain('deliveryAddress.postalCode')
    expect(names).toContain('invoiceAddress.city')
    expect(names).toContain('lines')
    expect(names).toContain('lines.1.quantity')
    expect(names).toContain('lines.1.priceExclVat')
    expect(names).not.toContain('lines.2.quantity')
  })

  it('warn when a line orders more than its product has available', () => {
    const product = { articleNumber: 'TS-1', name: 'Tulip mug', ean: '', availableStock: 2 }
    expect(ordersMoreThanAvailable({ product, quantity: 3 })).toBe(true)
    expect(ordersMoreThanAvailable({ product, quantity: 2 })).toBe(false)
    expect(ordersMoreThanAvailable({ product: null, quantity: 3 })).toBe(false)
  })
})

describe('the sales order form rules', () => {
  it('pass a complete order', () => {
    expect(issues(filled())).toEqual([])
  })

  it('ask for the order number, order date, payment method, delivery address and a product per line', () => {
    const values: SalesOrderFormValues = { ...newSalesOrderForm(''), orderDate: '' }
    expect(issues(values)).toEqual([
      ['orderNumber', 'validation.required_field'],
      ['orderDate', 'validation.required_field'],
      ['paymentMethod', 'validation.required_field'],
      ['deliveryAddress.postalCode', 'validation.required_field'],
      ['deliveryAddress.houseNumber', 'validation.required_field'],
      ['deliveryAddress.street', 'validation.required_field'],
      ['deliveryAddress.city', 'validation.required_field'],
      ['deliveryAddress.companyName', 'addresses.validation.name_or_company'],
      ['deliveryAddress.lastName', 'addresses.validation.name_or_company'],
      ['lines.0.articleNumber', 'validation.required_field'],
    ])
  })

  it('check the invoice address only when it is used', () => {
    expect(issues({ ...filled(), useDeliveryAsInvoiceAddress: false })).toContainEqual([
      'invoiceAddress.street',
      'validation.required_field',
    ])
  })

  it('want at least one line, whole quantities of 1 or more, prices from 0 and percentages 0 to 100 with two decimals', () => {
    expect(issues({ ...filled(), lines: [] })).toEqual([['lines', 'salesOrderForm.validation.noLines']])
    const line = filled().lines[0]
    const lines = [
      { ...line, quantity: 0 },
      { ...line, quantity: 1.5, vatPercentage: 100.5 },
      { ...line, quantity: '', vatPercentage: '', discountPercentage: 12.345 },
      { ...line, quantity: 1_000_001, priceInclVat: 100_000.01 },
    ]
    expect(issues({ ...filled(), lines })).toEqual([
      ['lines.0.quantity', 'validation.min,1'],
      ['lines.1.quantity', 'validation.integer'],
      ['lines.1.vatPercentage', 'validation.max,100'],
      ['lines.2.quantity', 'validation.required_field'],
      ['lines.2.vatPercentage', 'validation.required_field'],
      ['lines.2.discountPercentage', 'validation.decimals,2'],
      ['lines.3.quantity', 'validation.max,1000000'],
      ['lines.3.priceInclVat', 'validation.max,100000'],
    ])
  })

  it('take 0 as a filled value (spec point 5)', () => {
    const line = { ...filled().lines[0], priceInclVat: 0, vatPercentage: 0 }
    expect(issues({ ...filled(), shipmentCostsInclVat: 0, lines: [line] })).toEqual([])
  })
})
