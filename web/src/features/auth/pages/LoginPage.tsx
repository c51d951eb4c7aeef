import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { createSearchParams, Link, useLocation, useSearchParams } from 'react-router'
import { routePath } from '@/config/paths'
import { TextField } from '@/components/form/TextField'
import { ApiError } from '@/lib/api/errors'
import { takeFieldError } from '@/lib/api/field-errors'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { translateError, translateMessage } from '@/lib/translate-message'
import { login, type Credentials } from '../api/login'
import { completeLogin } from '../complete-login'
import { RedirectingOverlay } from '../components/RedirectingOverlay'
import { loginSchema } from '../schemas'

/** What other pages hand the login page: an error to show, such as a failed login callback. */
export interface LoginState {
  error?: string
}

export default function LoginPage() {
  const { t, i18n } = useTranslation()
  const [searchParams] = useSearchParams()
  const handedError = (useLocation().state as LoginState | null)?.error
  const [failure, setFailure] = useState(handedError ? translateMessage(t, handedError) : null)
  const [redirecting, setRedirecting] = useState(false)
  const form = useForm<Credentials>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const email = useWatch({ control: form.control, name: 'email' })
  const message = searchParams.get('message')

  const onSubmit = form.handleSubmit(async (credentials) => {
    setFailure(null)
    try {
      const token = await login(credentials)
      setRedirecting(true)
      await completeLogin(token)
    } catch (error) {
      setRedirecting(false)
      setFailure(translateError(t, error))
      // A failed login's auth.failed comes at the email field too: it is said once, in the alert.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (message === error.message) takeFieldError(field)
        }
      }
      applyServerErrors(form)
    }
  })

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('routes.login.title')}
      </Title>
      {message && i18n.exists(message) && <Alert color="green">{t(message)}</Alert>}
      {failure && <Alert color="red">{failure}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextField form={form} name="email" type="email" label={t('auth.email')} required autoComplete="username" />
          <TextField
            form={form}
            name="password"
            type="password"
            label={t('auth.password')}
            required
            autoComplete="current-password"
          />
          <Anchor
            component={Link}
            to={{ pathname: routePath('password.forgotten'), search: email ? `?${createSearchParams({ email })}` : '' }}
            size="sm"
          >
            {t('auth.forgotPassword')}
          </Anchor>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('auth.submit')}
          </Button>
        </Stack>
      </form>
      {redirecting && <RedirectingOverlay />}
    </Stack>
  )
}
