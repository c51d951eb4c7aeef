import * as z from 'zod/mini'
import type { Account } from '@/lib/accounts/get-account'
import { isFilled } from '@/lib/forms/is-filled'
import { numberIssue, toNumber, type NumberRule, type NumberValue } from '@/lib/forms/number-issue'
import { REQUIRED_MESSAGE } from '@/lib/forms/validation'
import type { AccountFields } from '../api/accounts'

// The account form (Settings, Administrators) and its rules, mirroring internal/clients (accounts.go's
// bounds) so most mistakes show before a round trip; the API stays the judge. Handling costs are typed
// in euros in the reader's language and sent in cents; empty is none agreed.

export interface AccountFormValues {
  name: string
  /** As typed; sent in capitals, as the API stores it. */
  code: string
  defaultShippingMethod: string
  /** EUR per order as entered; '' for none agreed. */
  handlingCosts: NumberValue
  maxDeliveryLines: NumberValue
  contactEmail: string
}

/** internal/clients: MaxAccountName, MaxShippingMethod, MaxHandlingCostsEuros, MaxDeliveryLinesLimit. */
export const MAX_NAME = 100
export const MAX_SHIPPING_METHOD = 50
const handlingCostsRule: NumberRule = { min: 0, max: 1_000, decimals: 2 }
const deliveryLinesRule: NumberRule = { min: 1, max: 5_000, decimals: 0 }

/** What a new account's deliveries are limited to unless said otherwise (the database's default). */
export const DEFAULT_MAX_DELIVERY_LINES = 500

/** 2 to 10 letters and digits beginning with a letter; the API takes small letters as capitals. */
const CODE = /^[A-Za-z][A-Za-z0-9]{1,9}$/
export const CODE_MESSAGE = 'clients.validation.code'

export const newAccountForm = (): AccountFormValues => ({
  name: '',
  code: '',
  defaultShippingMethod: '',
  handlingCosts: '',
  maxDeliveryLines: DEFAULT_MAX_DELIVERY_LINES,
  contactEmail: '',
})

/** A stored account in the form; an account made before accounts had codes starts without one. */
export const toFormValues = (account: Account): AccountFormValues => ({
  name: account.name,
  code: account.code ?? '',
  defaultShippingMethod: account.defaultShippingMethod,
  handlingCosts: account.handlingCosts === null ? '' : account.handlingCosts / 100,
  maxDeliveryLines: account.maxDeliveryLines,
  contactEmail: account.contactEmail,
})

/** What the API takes for the form's values: the code in capitals, the handling costs in cents (null when empty). */
export function toAccountFields(values: AccountFormValues): AccountFields {
  const euros = toNumber(values.handlingCosts)
  return {
    name: values.name.trim(),
    code: values.code.trim().toUpperCase(),
    defaultShippingMethod: values.defaultShippingMethod.trim(),
    handlingCosts: euros === null ? null : Math.round(euros * 100),
    maxDeliveryLines: toNumber(values.maxDeliveryLines) ?? 0,
    contactEmail: values.contactEmail.trim(),
  }
}

/** Every field of the form (the API's field names camelCased), where server errors may land. */
export const formFieldNames = [
  'name',
  'code',
  'defaultShippingMethod',
  'handlingCosts',
  'maxDeliveryLines',
  'contactEmail',
] as const

const emailSchema = z.email()

const length = (text: string) => [...text.trim()].length

/** The rules the form checks before a round trip, each field's at once. */
export const accountFormSchema = z.custom<AccountFormValues>().check(
  z.superRefine((values, context) => {
    const refuse = (field: keyof AccountFormValues, message: string | undefined) => {
      if (message) context.issues.push({ code: 'custom', message, path: [field], input: values[field] })
    }
    if (!isFilled(values.name)) refuse('name', REQUIRED_MESSAGE)
    else if (length(values.name) > MAX_NAME) refuse('name', `validation.max,${MAX_NAME}`)
    if (!isFilled(values.code)) refuse('code', REQUIRED_MESSAGE)
    else if (!CODE.test(values.code.trim())) refuse('code', CODE_MESSAGE)
    if (length(values.defaultShippingMethod) > MAX_SHIPPING_METHOD)
      refuse('defaultShippingMethod', `validation.max,${MAX_SHIPPING_METHOD}`)
    refuse('handlingCosts', numberIssue(values.handlingCosts, handlingCostsRule, false))
    refuse('maxDeliveryLines', numberIssue(values.maxDeliveryLines, deliveryLinesRule, true))
    if (isFilled(values.contactEmail) && !emailSchema.safeParse(values.contactEmail.trim()).success)
      refuse('contactEmail', 'validation.email')
  }),
)
