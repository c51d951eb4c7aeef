import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import type { Account } from '@/lib/accounts/get-account'
import {
  accountFormSchema,
  newAccountForm,
  toAccountFields,
  toFormValues,
  type AccountFormValues,
} from './account-form-values'

const tulip: Account = {
  id: 7,
  name: 'Tulip Webshop B.V.',
  code: 'TULIP',
  defaultShippingMethod: 'PostNL',
  handlingCosts: 250,
  maxDeliveryLines: 500,
  contactEmail: 'operations@tulip.example.com',
}

const issues = (values: AccountFormValues) => {
  const result = accountFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

afterEach(() => i18next.changeLanguage('en-GB'))

describe('the account form', () => {
  it('starts a new account empty, its deliveries at 500 lines', () => {
    expect(newAccountForm()).toEqual({
      name: '',
      code: '',
      defaultShippingMethod: '',
      handlingCosts: '',
      maxDeliveryLines: 500,
      contactEmail: '',
    })
  })

  it('shows the handling costs in euros, none agreed as empty, and no code as empty', () => {
    expect(toFormValues(tulip)).toMatchObject({ code: 'TULIP', handlingCosts: 2.5, maxDeliveryLines: 500 })
    expect(toFormValues({ ...tulip, code: null, handlingCosts: null })).toMatchObject({ code: '', handlingCosts: '' })
  })

  it('sends the handling costs in cents, empty ones as null, and the code in capitals', () => {
    const values = { ...toFormValues(tulip), name: ' Tulip Webshop B.V. ', code: ' tulip2 ' }
    expect(toAccountFields(values)).toEqual({
      name: 'Tulip Webshop B.V.',
      code: 'TULIP2',
      defaultShippingMethod: 'PostNL',
      handlingCosts: 250,
      maxDeliveryLines: 500,
      contactEmail: 'operations@tulip.example.com',
    })
    expect(toAccountFields({ ...values, handlingCosts: '1.95', maxDeliveryLines: '750' })).toMatchObject({
      handlingCosts: 195,
      maxDeliveryLines: 750,
    })
    expect(toAccountFields({ ...values, handlingCosts: '' }).handlingCosts).toBeNull()
    expect(toAccountFields({ ...values, handlingCosts: '  ' }).handlingCosts).toBeNull()
    expect(toAccountFields({ ...values, handlingCosts: 0 }).handlingCosts).toBe(0)
  })

  it('reads the euros as the reader writes them: 3,75 in Dutch', async () => {
    await i18next.changeLanguage('nl-NL')
    const values = { ...toFormValues(tulip), handlingCosts: '3,75' }
    expect(issues(values)).toEqual([])
    expect(toAccountFields(values).handlingCosts).toBe(375)
    expect(toAccountFields({ ...values, handlingCosts: '1.000,00' }).handlingCosts).toBe(100_000)
  })

  it('checks what the API checks', () => {
    const values = toFormValues(tulip)
    expect(issues(values)).toEqual([])
    expect(issues({ ...values, code: 'tulip' })).toEqual([])
    expect(issues(newAccountForm())).toEqual([
      ['name', 'validation.required_field'],
      ['code', 'validation.required_field'],
    ])
    expect(
      issues({
        name: 'N'.repeat(101),
        code: '1TULIP',
        defaultShippingMethod: 'S'.repeat(51),
        handlingCosts: '1000.01',
        maxDeliveryLines: '0',
        contactEmail: 'operations at tulip',
      }),
    ).toEqual([
      ['name', 'validation.max,100'],
      ['code', 'clients.validation.code'],
      ['defaultShippingMethod', 'validation.max,50'],
      ['handlingCosts', 'validation.max,1000'],
      ['maxDeliveryLines', 'validation.min,1'],
      ['contactEmail', 'validation.email'],
    ])
    expect(issues({ ...values, code: 'T', handlingCosts: '2.505', maxDeliveryLines: '' })).toEqual([
      ['code', 'clients.validation.code'],
      ['handlingCosts', 'validation.decimals,2'],
      ['maxDeliveryLines', 'validation.required_field'],
    ])
    expect(issues({ ...values, code: 'TULIPTULIP1', handlingCosts: '-1', maxDeliveryLines: '5001' })).toEqual([
      ['code', 'clients.validation.code'],
      ['handlingCosts', 'validation.min,0'],
      ['maxDeliveryLines', 'validation.max,5000'],
    ])
  })
})
