import { describe, expect, it } from 'vitest'
import { deliveryFormSchema } from '../delivery-schema'
import {
  deliveryFieldNames,
  newDeliveryForm,
  toDeliveryFields,
  toDeliveryFormValues,
  type DeliveryFormValues,
} from './delivery-values'

const filled = (values: Partial<DeliveryFormValues> = {}): DeliveryFormValues => ({
  ...newDeliveryForm(),
  reference: ' PO 2026-118 ',
  plannedDate: '2026-12-01',
  unitLoad: 'Pallet',
  containerLength: '40ft',
  numberOfPallets: 3,
  lines: [
    { articleNumber: ' TS-1001 ', productName: 'Tulip mug', quantity: 24, unit: 'Box' },
    { articleNumber: 'TEA-001', productName: null, quantity: '6', unit: null },
  ],
  ...values,
})

const issues = (values: DeliveryFormValues) =>
  (deliveryFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])

describe('toDeliveryFields', () => {
  it("sends the unit-load info of the delivery's unit load only, trimmed texts and '' for the product's own unit", () => {
    expect(toDeliveryFields(filled())).toEqual({
      reference: 'PO 2026-118',
      plannedDate: '2026-12-01',
      unitLoad: 'Pallet',
      containerLength: '',
      numberOfPallets: 3,
      lines: [
        { articleNumber: 'TS-1001', quantity: 24, unit: 'Box' },
        { articleNumber: 'TEA-001', quantity: 6, unit: '' },
      ],
    })
    expect(toDeliveryFields(filled({ unitLoad: 'Container' }))).toMatchObject({
      containerLength: '40ft',
      numberOfPallets: null,
    })
    expect(toDeliveryFields(filled({ unitLoad: 'Colli' }))).toMatchObject({
      containerLength: '',
      numberOfPallets: null,
    })
    // Nothing chosen: left out, so the API says it is missing.
    expect(toDeliveryFields(filled({ unitLoad: null })).unitLoad).toBeUndefined()
  })
})

describe('toDeliveryFormValues', () => {
  it("fills the form with a stored delivery, its products' names where known", () => {
    const values = toDeliveryFormValues(
      {
        reference: 'PO 1',
        plannedDate: '2026-12-01',
        unitLoad: 'Container',
        containerLength: '20ft',
        numberOfPallets: null,
        lines: [
          { articleNumber: 'TS-1001', quantity: 2, unit: '' },
          { articleNumber: 'TEA-001', quantity: 5, unit: 'Box' },
        ],
      },
      new Map([['TS-1001', 'Tulip mug']]),
    )
    expect(values).toEqual({
      reference: 'PO 1',
      plannedDate: '2026-12-01',
      unitLoad: 'Container',
      containerLength: '20ft',
      numberOfPallets: '',
      lines: [
        { articleNumber: 'TS-1001', productName: 'Tulip mug', quantity: 2, unit: null },
        { articleNumber: 'TEA-001', productName: null, quantity: 5, unit: 'Box' },
      ],
    })
    expect(toDeliveryFields(values)).toMatchObject({ unitLoad: 'Container', containerLength: '20ft' })
  })

  it("names every field the API's errors may land on, each line's too", () => {
    expect(deliveryFieldNames({ lines: [newDeliveryForm().lines[0]] })).toEqual([
      'reference',
      'plannedDate',
      'unitLoad',
      'containerLength',
      'numberOfPallets',
      'lines',
      'lines.0.articleNumber',
      'lines.0.quantity',
      'lines.0.unit',
    ])
  })
})

describe('deliveryFormSchema', () => {
  it('passes a filled-in delivery', () => {
    expect(issues(filled())).toEqual([])
  })

  it('says what is missing: the header fields and the info of the unit load chosen', () => {
    expect(issues(newDeliveryForm())).toEqual([
      ['reference', 'validation.required_field'],
      ['plannedDate', 'validation.required_field'],
      ['unitLoad', 'validation.required_field'],
      ['lines.0.articleNumber', 'deliveries.validation.product_required'],
    ])
    expect(issues(filled({ unitLoad: 'Container', containerLength: null }))).toEqual([
      ['containerLength', 'validation.required_field'],
    ])
    expect(issues(filled({ numberOfPallets: '' }))).toEqual([['numberOfPallets', 'validation.required_field']])
    expect(issues(filled({ numberOfPallets: 1001 }))).toEqual([['numberOfPallets', 'validation.max,1000']])
  })

  it('refuses a reference of more than 50 characters, a second line of an article and no lines', () => {
    expect(issues(filled({ reference: 'x'.repeat(50) }))).toEqual([])
    expect(issues(filled({ reference: 'x'.repeat(51) }))).toEqual([
      ['reference', 'deliveries.validation.reference_max'],
    ])
    const lines = filled().lines
    expect(issues(filled({ lines: [lines[0], { ...lines[1], articleNumber: 'TS-1001' }] }))).toEqual([
      ['lines.1.articleNumber', 'deliveries.validation.duplicate_article'],
    ])
    expect(issues(filled({ lines: [{ ...lines[0], quantity: 0 }] }))).toEqual([
      ['lines.0.quantity', 'validation.min,1'],
    ])
    expect(issues(filled({ lines: [] }))).toEqual([['lines', 'deliveries.validation.no_lines']])
  })
})
