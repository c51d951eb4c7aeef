import type { Camelize } from '@/lib/api/case'
import type { components } from '@/lib/api/schema.gen'
import { isFilled } from '@/lib/forms/is-filled'

// The delivery and invoice address of spec point 3 in a form: its values, the API's shape, and the
// rules the form checks before a round trip (required fields and lengths, as internal/addresses
// checks them). Formats (postal code, email, phone) are the API's to judge: its field errors land
// on the fields. Every form with an address (the address book, sales orders) uses these.

/** An address as the API takes it. */
export type Address = Camelize<components['schemas']['Address']>

/** An address as the API answers it, every field present. */
export type AnsweredAddress = Camelize<components['schemas']['AnsweredAddress']>

export const addressTextFields = [
  'companyName',
  'department',
  'firstName',
  'lastName',
  'postalCode',
  'houseNumber',
  'houseNumberAddition',
  'street',
  'addressLine',
  'city',
  'email',
  'phone',
] as const

export type AddressTextField = (typeof addressTextFields)[number]

const isTextField = (field: string): field is AddressTextField =>
  (addressTextFields as readonly string[]).includes(field)

/** The form's values: texts as entered, the country's code (null while none is chosen) and the flag. */
export type AddressFormValues = Record<AddressTextField, string> & {
  country: string | null
  isWithoutPostalCode: boolean
}

export type AddressField = keyof AddressFormValues

/** Every field of an address, in the form's order (errors are listed in it too). */
export const addressFields: readonly AddressField[] = [
  'companyName',
  'department',
  'firstName',
  'lastName',
  'country',
  'isWithoutPostalCode',
  'postalCode',
  'houseNumber',
  'houseNumberAddition',
  'street',
  'city',
  'addressLine',
  'email',
  'phone',
]

/** The bounds of internal/addresses (validate.go). */
export const addressMaxLengths: Record<AddressTextField, number> = {
  companyName: 100,
  department: 100,
  firstName: 100,
  lastName: 100,
  postalCode: 12,
  houseNumber: 10,
  houseNumberAddition: 10,
  street: 100,
  addressLine: 100,
  city: 100,
  email: 254,
  phone: 30,
}

/** Countries without postal codes (internal/addresses/postal_code.go): only their addresses may have none. */
export const COUNTRIES_WITHOUT_POSTAL_CODES: readonly string[] = [
  'AE',
  'AG',
  'AO',
  'AW',
  'BQ',
  'BS',
  'BZ',
  'CW',
  'FJ',
  'HK',
  'QA',
  'SR',
  'SX',
]

/** Whether addresses in the country have a postal code (an unknown or missing country has). */
export const hasPostalCodes = (country: string | null): boolean =>
  country === null || !COUNTRIES_WITHOUT_POSTAL_CODES.includes(country)

/** Whether the address says it has no postal code, which only a country without postal codes may. */
export const isWithoutPostalCode = (values: AddressFormValues): boolean =>
  values.isWithoutPostalCode && !hasPostalCodes(values.country)

/** A new address, in the Netherlands unless said otherwise. */
export const emptyAddress = (country: string | null = 'NL'): AddressFormValues => ({
  companyName: '',
  department: '',
  firstName: '',
  lastName: '',
  country,
  postalCode: '',
  houseNumber: '',
  houseNumberAddition: '',
  isWithoutPostalCode: false,
  street: '',
  addressLine: '',
  city: '',
  email: '',
  phone: '',
})

/** The form's values of an address the API answered (its one-line `address` is the API's to make). */
export function fromAddress({ address: _line, country, ...fields }: AnsweredAddress): AddressFormValues {
  return { ...fields, country: country === '' ? null : country }
}

/** The API's address for the form's values: the flag only where the country has no postal codes, and then no postal code. */
export function toAddress(values: AddressFormValues): Address {
  const without = isWithoutPostalCode(values)
  return {
    ...values,
    country: values.country ?? '',
    isWithoutPostalCode: without,
    postalCode: without ? '' : values.postalCode,
  }
}

export const REQUIRED_MESSAGE = 'validation.required_field'
export const NAME_OR_COMPANY_MESSAGE = 'addresses.validation.name_or_company'

/** Whether a field must be filled (its label gets the asterisk); a company name or a last name is asked for apart. */
export function isRequiredAddressField(field: AddressField, values: AddressFormValues): boolean {
  switch (field) {
    case 'country':
    case 'street':
    case 'city':
      return true
    case 'postalCode':
      return !isWithoutPostalCode(values)
    case 'houseNumber':
      return values.country === 'NL'
    default:
      return false
  }
}

/** Whether the form shows a field: the flag only for countries without postal codes, the postal code unless the flag is set. */
export function isShownAddressField(field: AddressField, values: AddressFormValues): boolean {
  if (field === 'isWithoutPostalCode') return !hasPostalCodes(values.country)
  if (field === 'postalCode') return !isWithoutPostalCode(values)
  return true
}

/** The problems the form finds in an address before the API does: each field with its first message. */
export function addressIssues(values: AddressFormValues): Partial<Record<AddressField, string>> {
  const issues: Partial<Record<AddressField, string>> = {}
  for (const field of addressFields) {
    if (!isShownAddressField(field, values)) continue
    if (isRequiredAddressField(field, values) && !isFilled(values[field])) issues[field] = REQUIRED_MESSAGE
    else if (isTextField(field) && [...values[field].trim()].length > addressMaxLengths[field])
      issues[field] = `validation.max,${addressMaxLengths[field]}`
  }
  if (!isFilled(values.companyName) && !isFilled(values.lastName)) {
    issues.companyName ??= NAME_OR_COMPANY_MESSAGE
    issues.lastName ??= NAME_OR_COMPANY_MESSAGE
  }
  return issues
}
