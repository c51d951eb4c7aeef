import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useProfile } from '@/lib/auth/auth-store'
import { TextField } from './TextField'

interface CurrentPasswordFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
}

/**
 * The logged-in user's current password, confirming a change of their login, beside whose it is
 * (hidden), so that the browser's password manager fills in the right one.
 */
export function CurrentPasswordField<T extends FieldValues>({ form, name, label }: CurrentPasswordFieldProps<T>) {
  const { email } = useProfile()
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField form={form} name={name} type="password" label={label} required autoComplete="current-password" />
    </>
  )
}
