import { describe, expect, it } from 'vitest'
import type { User } from '../api/get-user'
import {
  formFieldNames,
  levelsGivenBy,
  mayGiveTranslatorOrders,
  newUserForm,
  toFormValues,
  toUserFields,
  userFormSchema,
  type UserFormValues,
} from './user-form-values'

const noor: User = {
  id: 9,
  name: 'Noor Bakker',
  email: 'noor@tulip.example.com',
  level: 'Exit',
  accounts: [
    { id: 7, name: 'Tulip Webshop B.V.' },
    { id: 8, name: 'Polder Design Co.' },
  ],
  lastLoginDate: null,
  invitationOpen: true,
  canSeeTranslatorOrders: true,
  registered: false,
  deactivatedAt: null,
}

const filled: UserFormValues = {
  name: ' Noor Bakker ',
  email: ' noor@tulip.example.com ',
  level: 'Exit',
  clientIds: ['7'],
  canSeeTranslatorOrders: false,
}

const issues = (values: UserFormValues) => {
  const result = userFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the levels a caller may give', () => {
  it('are every level for an administrator, the client levels for a provider employee and a client', () => {
    expect(levelsGivenBy('Administrator')).toEqual(['Default', 'Supplier', 'Exit', 'Provider', 'Administrator'])
    expect(levelsGivenBy('Provider')).toEqual(['Default', 'Supplier', 'Exit'])
    expect(levelsGivenBy('Default')).toEqual(['Default', 'Supplier', 'Exit'])
  })

  it('are none for a supplier or an exit user, who manage no users', () => {
    expect(levelsGivenBy('Supplier')).toEqual([])
    expect(levelsGivenBy('Exit')).toEqual([])
  })
})

describe("'Can see orders from the translator'", () => {
  it('is given by staff always', () => {
    expect(mayGiveTranslatorOrders({ level: 'Administrator', canSeeTranslatorOrders: false })).toBe(true)
    expect(mayGiveTranslatorOrders({ level: 'Provider', canSeeTranslatorOrders: false })).toBe(true)
  })

  it('is given by a client only who has it, or kept for a user who has it already', () => {
    expect(mayGiveTranslatorOrders({ level: 'Default', canSeeTranslatorOrders: false })).toBe(false)
    expect(mayGiveTranslatorOrders({ level: 'Default', canSeeTranslatorOrders: true })).toBe(true)
    expect(mayGiveTranslatorOrders({ level: 'Default', canSeeTranslatorOrders: false }, noor)).toBe(true)
    expect(
      mayGiveTranslatorOrders({ level: 'Default', canSeeTranslatorOrders: false }, { canSeeTranslatorOrders: false }),
    ).toBe(false)
  })
})

describe('the user form', () => {
  it("starts without a level, with the caller's account when they have only one", () => {
    expect(newUserForm({ clients: [{ id: 7, name: 'Tulip Webshop B.V.' }] })).toEqual({
      name: '',
      email: '',
      level: null,
      clientIds: ['7'],
      canSeeTranslatorOrders: false,
    })
    const two = [
      { id: 7, name: 'Tulip Webshop B.V.' },
      { id: 8, name: 'Polder Design Co.' },
    ]
    expect(newUserForm({ clients: two }).clientIds).toEqual([])
  })

  it('shows a stored user with their accounts', () => {
    expect(toFormValues(noor)).toEqual({
      name: 'Noor Bakker',
      email: 'noor@tulip.example.com',
      level: 'Exit',
      clientIds: ['7', '8'],
      canSeeTranslatorOrders: true,
    })
  })

  it('sends the accounts of a client level, and none for staff', () => {
    expect(toUserFields(filled)).toEqual({
      name: 'Noor Bakker',
      email: 'noor@tulip.example.com',
      level: 'Exit',
      clientIds: [7],
      canSeeTranslatorOrders: false,
    })
    expect(toUserFields({ ...filled, level: 'Provider' }).clientIds).toEqual([])
    expect(toUserFields({ ...filled, level: 'Administrator' }).clientIds).toEqual([])
  })

  it('asks for every field at once, and for accounts only for a client level', () => {
    expect(issues(filled)).toEqual([])
    expect(issues({ name: ' ', email: '', level: null, clientIds: [], canSeeTranslatorOrders: false })).toEqual([
      ['name', 'validation.required_field'],
      ['email', 'validation.required_field'],
      ['level', 'validation.required_field'],
    ])
    expect(issues({ ...filled, clientIds: [] })).toEqual([['clientIds', 'validation.required_field']])
    expect(issues({ ...filled, level: 'Administrator', clientIds: [] })).toEqual([])
    expect(issues({ ...filled, email: 'noor@' })).toEqual([['email', 'validation.email']])
  })

  it('names every field the API may report, camelCased', () => {
    expect(formFieldNames).toEqual(['name', 'email', 'level', 'clientIds', 'canSeeTranslatorOrders'])
  })
})
