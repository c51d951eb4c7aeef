import * as z from 'zod/mini'
import type { Level, Profile } from '@/lib/auth/auth-store'
import { isFilled } from '@/lib/forms/is-filled'
import { REQUIRED_MESSAGE } from '@/lib/forms/validation'
import type { UserFields } from '../api/create-user'
import type { User } from '../api/get-user'

// The user form (spec point 3, User) and the rules of who may give what, as the API enforces them
// (api/openapi.yaml, POST /api/users): the form offers only what the caller may give.

export interface UserFormValues {
  name: string
  email: string
  level: Level | null
  /** The accounts' ids, as the account select holds them. */
  clientIds: string[]
  canSeeTranslatorOrders: boolean
}

/** Every level, in the order the level select offers them: the client levels first. */
export const LEVELS = ['Default', 'Supplier', 'Exit', 'Provider', 'Administrator'] as const satisfies readonly Level[]

/** A client's users work in their accounts; staff (Provider, Administrator) see every account and take none. */
const CLIENT_LEVELS: readonly Level[] = ['Default', 'Supplier', 'Exit']

export const isClientLevel = (level: Level | null): boolean => level !== null && CLIENT_LEVELS.includes(level)

const isStaff = (level: Level): boolean => level === 'Provider' || level === 'Administrator'

/** The levels a caller may give: an Administrator any, a provider employee and a Default user the client levels. */
export function levelsGivenBy(caller: Level): Level[] {
  if (caller === 'Administrator') return [...LEVELS]
  return caller === 'Provider' || caller === 'Default' ? [...CLIENT_LEVELS] : []
}

/**
 * Whether the caller may set 'Can see orders from the translator': staff always; a Default user only
 * when they see those orders themselves or the user already does (to keep or take it away).
 */
export const mayGiveTranslatorOrders = (
  caller: Pick<Profile, 'level' | 'canSeeTranslatorOrders'>,
  user?: Pick<User, 'canSeeTranslatorOrders'>,
): boolean => isStaff(caller.level) || caller.canSeeTranslatorOrders || (user?.canSeeTranslatorOrders ?? false)

/** A new user: no level chosen yet; a caller with one account gives that one. */
export const newUserForm = (caller: Pick<Profile, 'clients'>): UserFormValues => ({
  name: '',
  email: '',
  level: null,
  clientIds: caller.clients.length === 1 ? [String(caller.clients[0].id)] : [],
  canSeeTranslatorOrders: false,
})

export const toFormValues = (user: User): UserFormValues => ({
  name: user.name,
  email: user.email,
  level: user.level,
  clientIds: user.accounts.map((account) => String(account.id)),
  canSeeTranslatorOrders: user.canSeeTranslatorOrders,
})

/** What the API takes for the form's values: staff take no accounts, whatever was chosen before. */
export const toUserFields = (values: UserFormValues): UserFields => ({
  name: values.name.trim(),
  email: values.email.trim(),
  level: values.level as Level,
  clientIds: isClientLevel(values.level) ? values.clientIds.map(Number) : [],
  canSeeTranslatorOrders: values.canSeeTranslatorOrders,
})

/** Every field of the form (the API's field names camelCased), where server errors may land. */
export const formFieldNames = ['name', 'email', 'level', 'clientIds', 'canSeeTranslatorOrders'] as const

const emailSchema = z.email()

/** The rules the form checks before a round trip, each field's at once; accounts only for a client level. */
export const userFormSchema = z.custom<UserFormValues>().check(
  z.superRefine((values, context) => {
    const refuse = (field: keyof UserFormValues, message: string) =>
      context.issues.push({ code: 'custom', message, path: [field], input: values[field] })
    if (!isFilled(values.name)) refuse('name', REQUIRED_MESSAGE)
    if (!isFilled(values.email)) refuse('email', REQUIRED_MESSAGE)
    else if (!emailSchema.safeParse(values.email.trim()).success) refuse('email', 'validation.email')
    if (values.level === null) refuse('level', REQUIRED_MESSAGE)
    if (isClientLevel(values.level) && values.clientIds.length === 0) refuse('clientIds', REQUIRED_MESSAGE)
  }),
)
