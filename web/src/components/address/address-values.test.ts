import { describe, expect, it } from 'vitest'
import {
  addressIssues,
  emptyAddress,
  fromAddress,
  hasPostalCodes,
  isRequiredAddressField,
  isShownAddressField,
  toAddress,
  type AddressFormValues,
} from './address-values'

const dutch = (changes: Partial<AddressFormValues> = {}): AddressFormValues => ({
  ...emptyAddress(),
  companyName: 'Tulip Webshop B.V.',
  postalCode: '1234 AB',
  houseNumber: '12',
  street: 'Keizersgracht',
  city: 'Amsterdam',
  ...changes,
})

describe('address form values', () => {
  it('start in the Netherlands with every text empty', () => {
    expect(emptyAddress()).toMatchObject({ country: 'NL', companyName: '', postalCode: '', isWithoutPostalCode: false })
    expect(emptyAddress(null).country).toBeNull()
  })

  it('take an answered address without its one-line form; an empty country is none chosen', () => {
    const { country: _, ...rest } = dutch()
    expect(fromAddress({ ...rest, country: '', address: 'Keizersgracht 12, 1234 AB Amsterdam' })).toEqual({
      ...rest,
      country: null,
    })
  })

  it('send the flag only for a country without postal codes, and then no postal code', () => {
    expect(toAddress(dutch({ isWithoutPostalCode: true }))).toMatchObject({
      isWithoutPostalCode: false,
      postalCode: '1234 AB',
    })
    expect(toAddress(dutch({ country: 'CW', isWithoutPostalCode: true }))).toMatchObject({
      country: 'CW',
      isWithoutPostalCode: true,
      postalCode: '',
    })
    expect(toAddress(dutch({ country: null })).country).toBe('')
  })

  it('know the countries without postal codes', () => {
    expect([hasPostalCodes('NL'), hasPostalCodes('GB'), hasPostalCodes('AW'), hasPostalCodes(null)]).toEqual([
      true,
      true,
      false,
      true,
    ])
  })

  it('show the flag only where it applies, and the postal code unless the flag is set', () => {
    expect(isShownAddressField('isWithoutPostalCode', dutch())).toBe(false)
    expect(isShownAddressField('isWithoutPostalCode', dutch({ country: 'SR' }))).toBe(true)
    expect(isShownAddressField('postalCode', dutch({ country: 'SR', isWithoutPostalCode: true }))).toBe(false)
    expect(isShownAddressField('postalCode', dutch({ country: 'BE', isWithoutPostalCode: true }))).toBe(true)
  })

  it('require the house number in the Netherlands only, and the postal code unless there is none', () => {
    expect(isRequiredAddressField('houseNumber', dutch())).toBe(true)
    expect(isRequiredAddressField('houseNumber', dutch({ country: 'GB' }))).toBe(false)
    expect(isRequiredAddressField('postalCode', dutch())).toBe(true)
    expect(isRequiredAddressField('postalCode', dutch({ country: 'AW', isWithoutPostalCode: true }))).toBe(false)
    expect(isRequiredAddressField('companyName', dutch())).toBe(false)
  })
})

describe('address issues', () => {
  it.each<[string, Partial<AddressFormValues>, Record<string, string>]>([
    ['a complete Dutch address', {}, {}],
    ['a person instead of a company', { companyName: '', lastName: 'de Vries' }, {}],
    [
      'neither company nor last name',
      { companyName: '', firstName: 'Daan' },
      { companyName: 'addresses.validation.name_or_company', lastName: 'addresses.validation.name_or_company' },
    ],
    ['no country', { country: null }, { country: 'validation.required_field' }],
    [
      'no street, no city',
      { street: ' ', city: '' },
      { street: 'validation.required_field', city: 'validation.required_field' },
    ],
    ['no Dutch house number', { houseNumber: '' }, { houseNumber: 'validation.required_field' }],
    ['no British house number', { country: 'GB', houseNumber: '' }, {}],
    ['no postal code', { postalCode: '' }, { postalCode: 'validation.required_field' }],
    ['no postal code where there are none', { country: 'CW', postalCode: '', isWithoutPostalCode: true }, {}],
    [
      'the flag where it does not apply',
      { postalCode: '', isWithoutPostalCode: true },
      { postalCode: 'validation.required_field' },
    ],
    ['a street past its bound', { street: 'é'.repeat(101) }, { street: 'validation.max,100' }],
    ['a street at its bound, counted in characters', { street: '😀'.repeat(100) }, {}],
    ['a phone number past its bound', { phone: '1'.repeat(31) }, { phone: 'validation.max,30' }],
  ])('%s', (_, changes, issues) => {
    expect(addressIssues(dutch(changes))).toEqual(issues)
  })
})
