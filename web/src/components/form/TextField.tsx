import { PasswordInput, TextInput } from '@mantine/core'
import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '@/lib/translate-message'

interface TextFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  type?: 'text' | 'email' | 'password'
  required?: boolean
  autoComplete?: string
  autoFocus?: boolean
  /** The keyboard a phone shows: 'numeric' for a code of digits. */
  inputMode?: 'text' | 'numeric'
}

/** A labelled text input bound to react-hook-form; required fields get the asterisk, errors are translated. */
export function TextField<T extends FieldValues>({ form, name, label, type = 'text', ...props }: TextFieldProps<T>) {
  const { t } = useTranslation()
  const { errors } = useFormState({ control: form.control, name })
  const message = (get(errors, name) as { message?: string } | undefined)?.message
  const error = message ? translateMessage(t, message, { field: label }) : undefined
  if (type === 'password') {
    return (
      <PasswordInput
        {...form.register(name)}
        {...props}
        label={label}
        error={error}
        aria-invalid={error ? true : undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('common.togglePasswordVisibility') }}
      />
    )
  }
  return <TextInput {...form.register(name)} {...props} type={type} label={label} error={error} />
}
