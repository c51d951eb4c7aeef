import * as z from 'zod/mini'
import { confirmationMatches, newPasswordFields } from '@/lib/forms/new-password'
import { requiredText } from '@/lib/forms/validation'
import type { PasswordChangeFields } from '../api/change-password'

// 'Password': the current password, then the new one by the rules of every new password (a reset
// link's, an invitation's). Whether the current one is right only the API can say.

export const passwordFormSchema = z
  .object({ currentPassword: requiredText(), ...newPasswordFields() })
  .check(confirmationMatches())

export type PasswordFormValues = z.infer<typeof passwordFormSchema>

export const emptyPasswordForm = (): PasswordFormValues => ({
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
})

/** The form's values are the API's fields (camelCased); passwords are sent as typed, spaces and all. */
export const toPasswordChangeFields = (values: PasswordFormValues): PasswordChangeFields => ({ ...values })

export const passwordFieldNames = ['currentPassword', 'password', 'passwordConfirmation'] as const
