import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { describeErrors, type ErrorFields } from './concept-errors'

const t = i18next.getFixedT('en-GB')

// An area with two fields, in this order, named in capitals.
const order = ['reference', 'quantity']
const fields: ErrorFields = { label: (field) => field.toUpperCase(), position: (field) => order.indexOf(field) }

describe('describeErrors', () => {
  it("lists each field's first message in the form's order, translated with the field's label", () => {
    expect(
      describeErrors(
        t,
        { quantity: ['validation.integer', 'validation.min,1'], reference: ['validation.required'] },
        fields,
      ),
    ).toEqual(['REFERENCE: This field is required', 'QUANTITY: This field must be a whole number'])
  })

  it("names a line's field by its line, counted from 1, after the header's fields and in line order", () => {
    expect(
      describeErrors(
        t,
        {
          'lines.2.quantity': ['validation.min,1'],
          'lines.0.reference': ['validation.required_field'],
          'lines.0.quantity': ['validation.integer'],
          reference: ['validation.required'],
        },
        fields,
      ),
    ).toEqual([
      'REFERENCE: This field is required',
      'Line 1, REFERENCE: Line 1, REFERENCE is required',
      'Line 1, QUANTITY: This field must be a whole number',
      'Line 3, QUANTITY: This field must be at least 1',
    ])
  })

  it('puts names the area does not know last and leaves out fields without messages', () => {
    expect(describeErrors(t, { id: ['errors.404'], quantity: ['validation.number'], file: [] }, fields)).toEqual([
      'QUANTITY: This field must be a number',
      'ID: What you are looking for does not exist or is no longer available.',
    ])
  })
})
