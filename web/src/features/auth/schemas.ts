import * as z from 'zod/mini'
import { confirmationMatches, newPasswordFields } from '@/lib/forms/new-password'
import { requiredText } from '@/lib/forms/validation'

const email = () => z.pipe(requiredText(), z.email('validation.email'))

export const loginSchema = z.object({ email: email(), password: requiredText() })

export const passwordForgottenSchema = z.object({ email: email() })

export const newPasswordSchema = z.object(newPasswordFields()).check(confirmationMatches())

export type NewPassword = z.infer<typeof newPasswordSchema>

export const secondFactorSchema = z.object({ code: requiredText() })

export type SecondFactorValues = z.infer<typeof secondFactorSchema>
