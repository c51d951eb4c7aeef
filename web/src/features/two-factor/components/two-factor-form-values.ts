import * as z from 'zod/mini'
import { requiredText } from '@/lib/forms/validation'

export const codeFormSchema = z.object({ code: requiredText() })

export type CodeFormValues = z.infer<typeof codeFormSchema>

export const currentPasswordSchema = z.object({ currentPassword: requiredText() })

export type CurrentPasswordValues = z.infer<typeof currentPasswordSchema>
