import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Stack } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { createSearchParams, useNavigate } from 'react-router'
import { routePath } from '@/config/paths'
import { TextField } from '@/components/form/TextField'
import { takeFieldError } from '@/lib/api/field-errors'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { translateError, translateMessage } from '@/lib/translate-message'
import { newPasswordSchema, type NewPassword } from '../schemas'

interface NewPasswordFormProps {
  submitLabel: string
  submit: (values: NewPassword) => Promise<unknown>
  /** The login page's success message afterwards, a translation key. */
  successMessage: string
}

/**
 * Password and confirmation, for password reset and registration. An unusable link comes back
 * as a 422 on `token` (passwords.token, invitation.token), which has no field, so it shows as the alert.
 */
export function NewPasswordForm({ submitLabel, submit, successMessage }: NewPasswordFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await submit(values)
      await navigate({ pathname: routePath('login'), search: `?${createSearchParams({ message: successMessage })}` })
    } catch (error) {
      applyServerErrors(form)
      const tokenError = takeFieldError('token')
      setFailure(tokenError ? translateMessage(t, tokenError) : translateError(t, error))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {failure && <Alert color="red">{failure}</Alert>}
        <TextField
          form={form}
          name="password"
          type="password"
          label={t('auth.password')}
          required
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="passwordConfirmation"
          type="password"
          label={t('auth.passwordConfirmation')}
          required
          autoComplete="new-password"
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
