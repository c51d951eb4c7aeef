// The addresses the tests send and answer, under the API's field names.

const noFields = {
  company_name: '',
  department: '',
  first_name: '',
  last_name: '',
  country: '',
  postal_code: '',
  house_number: '',
  house_number_addition: '',
  is_without_postal_code: false,
  street: '',
  address_line: '',
  city: '',
  email: '',
  phone: '',
}

/** An address as a form sends it: every field empty but the given ones. */
export const sentAddress = (fields: Partial<typeof noFields> = {}) => ({ ...noFields, ...fields })

/** An address as the API answers it, with its one-line form: every field empty but the given ones. */
export const answeredAddress = (fields: Partial<typeof noFields> & { address?: string } = {}) => ({
  ...noFields,
  address: '',
  ...fields,
})

/** Tulip Webshop B.V. at Keizersgracht 12, 1234 AB Amsterdam. */
export const tulipAddress = {
  company_name: 'Tulip Webshop B.V.',
  country: 'NL',
  postal_code: '1234 AB',
  house_number: '12',
  street: 'Keizersgracht',
  city: 'Amsterdam',
}
