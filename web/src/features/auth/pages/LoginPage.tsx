import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Stack, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
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
import { TwoFactorStep } from '../components/TwoFactorStep'
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
  /** The challenge of a right password for a user with two-factor login: the code step shows. */
  const [challenge, setChallenge] = useState<string | null>(null)
  const form = useForm<Credentials>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const email = useWatch({ control: form.control, name: 'email' })
  const message = searchParams.get('message')

  // Either step's token goes the same way: store it, fetch the profile, auth/dispense.
  const enter = async (token: string) => {
    setRedirecting(true)
    try {
      await completeLogin(token)
    } catch (error) {
      setRedirecting(false)
      throw error
    }
  }

  const onSubmit = form.handleSubmit(async (credentials) => {
    setFailure(null)
    try {
      const answer = await login(credentials)
      if ('challenge' in answer) setChallenge(answer.challenge)
      else await enter(answer.token)
    } catch (error) {
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

  // A challenge answers once and within 5 minutes: after that the password is asked again, and its
  // field takes the focus the code field had.
  const returned = useRef(false)
  const backToPassword = (message?: string) => {
    setChallenge(null)
    form.resetField('password')
    setFailure(message ? translateMessage(t, message) : null)
    returned.current = true
  }
  useEffect(() => {
    if (challenge || !returned.current) return
    returned.current = false
    form.setFocus('password')
  }, [challenge, form])

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('routes.login.title')}
      </Title>
      {message && i18n.exists(message) && <Alert color="green">{t(message)}</Alert>}
      {failure && <Alert color="red">{failure}</Alert>}
      {challenge ? (
        <TwoFactorStep challenge={challenge} onToken={enter} onBack={backToPassword} />
      ) : (
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
              to={{
                pathname: routePath('password.forgotten'),
                search: email ? `?${createSearchParams({ email })}` : '',
              }}
              size="sm"
            >
              {t('auth.forgotPassword')}
            </Anchor>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('auth.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {redirecting && <RedirectingOverlay />}
    </Stack>
  )
}
