import * as z from 'zod/mini'
import { requiredText } from '@/lib/forms/validation'

/** Passwords have at least 12 characters (docs/api-conventions.md). */
const PASSWORD_MIN_LENGTH = 12

const email = () => z.pipe(requiredText(), z.email('validation.email'))

export const loginSchema = z.object({ email: email(), password: requiredText() })

export const passwordForgottenSchema = z.object({ email: email() })

export const newPasswordSchema = z
  .object({
    password: requiredText().check(z.minLength(PASSWORD_MIN_LENGTH, `validation.min,${PASSWORD_MIN_LENGTH}`)),
    passwordConfirmation: requiredText(),
  })
  .check(
    z.refine((values) => values.password === values.passwordConfirmation, {
      message: 'validation.confirmed',
      path: ['passwordConfirmation'],
    }),
  )

export type NewPassword = z.infer<typeof newPasswordSchema>
