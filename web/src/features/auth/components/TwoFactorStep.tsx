import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/form/TextField'
import { takeFieldError } from '@/lib/api/field-errors'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { translateError } from '@/lib/translate-message'
import { loginSecondFactor } from '../api/login-second-factor'
import { secondFactorSchema, type SecondFactorValues } from '../schemas'

const texts = 'auth.two_factor'

interface TwoFactorStepProps {
  /** The challenge the password step answered. */
  challenge: string
  /** Goes on with the login's token as the password step does; rejects when that fails. */
  onToken: (token: string) => Promise<void>
  /** Back to the password step, with the message to show there (a challenge expired or used), or none. */
  onBack: (message?: string) => void
}

/**
 * The login's second step for a user with two-factor login: the code of their authenticator app, or
 * one of their recovery codes instead. A wrong code is said at the field; too many of them as the
 * password step says too many attempts.
 */
export function TwoFactorStep({ challenge, onToken, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation()
  const [recovery, setRecovery] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<SecondFactorValues>({ resolver: zodResolver(secondFactorSchema), defaultValues: { code: '' } })

  // The password form this step replaced had the focus; the code field takes it, also after switching kinds.
  useEffect(() => form.setFocus('code'), [form, recovery])

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await onToken(await loginSecondFactor({ challenge, code: values.code }))
    } catch (error) {
      const expired = takeFieldError('challenge')
      if (expired) return onBack(expired)
      applyServerErrors(form)
      if (form.getFieldState('code').error) form.setFocus('code')
      else setFailure(translateError(t, error))
    }
  })

  const switchKind = () => {
    form.reset({ code: '' })
    setFailure(null)
    setRecovery(!recovery)
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text>{t(recovery ? `${texts}.recoveryIntro` : `${texts}.intro`)}</Text>
        {recovery ? (
          <TextField
            key="recovery"
            form={form}
            name="code"
            label={t(`${texts}.recoveryCode`)}
            required
            autoComplete="off"
          />
        ) : (
          <TextField
            key="app"
            form={form}
            name="code"
            label={t(`${texts}.appCode`)}
            required
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        )}
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={switchKind}>
            {t(recovery ? `${texts}.useAppCode` : `${texts}.useRecoveryCode`)}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => onBack()}>
            {t('auth.backToLogin')}
          </Anchor>
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  )
}
