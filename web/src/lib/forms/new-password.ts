import * as z from 'zod/mini'
import { requiredText } from './validation'

// The rules of a new password, the same wherever one is chosen (a reset link, an invitation, Settings);
// the API checks them again (docs/api-conventions.md, 'Passwords').

/** Passwords have at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12

/** The new password and its confirmation, for a form's object schema. */
export const newPasswordFields = () => ({
  password: requiredText().check(z.minLength(PASSWORD_MIN_LENGTH, `validation.min,${PASSWORD_MIN_LENGTH}`)),
  passwordConfirmation: requiredText(),
})

interface NewPassword {
  password: string
  passwordConfirmation: string
}

/** The confirmation repeats the password; a difference shows at the confirmation. */
export const confirmationMatches = () =>
  z.refine<NewPassword>((values) => values.password === values.passwordConfirmation, {
    message: 'validation.confirmed',
    path: ['passwordConfirmation'],
  })
