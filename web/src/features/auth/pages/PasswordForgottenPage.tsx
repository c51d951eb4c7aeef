import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { routePath } from '@/config/paths'
import { TextField } from '@/components/form/TextField'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { translateError } from '@/lib/translate-message'
import { passwordForgotten } from '../api/password-forgotten'
import { passwordForgottenSchema } from '../schemas'

export default function PasswordForgottenPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const [contactEmail, setContactEmail] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(passwordForgottenSchema),
    defaultValues: { email: searchParams.get('email') ?? '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      setContactEmail(await passwordForgotten(values))
    } catch (error) {
      setFailure(translateError(t, error))
      applyServerErrors(form)
    }
  })

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('routes.password.forgotten.title')}
      </Title>
      {contactEmail ? (
        <Alert color="green">{t('auth.forgotten.sent', { email: contactEmail })}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Text>{t('auth.forgotten.intro')}</Text>
            {failure && <Alert color="red">{failure}</Alert>}
            <TextField form={form} name="email" type="email" label={t('auth.email')} required autoComplete="username" />
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('auth.forgotten.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={routePath('login')} size="sm">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  )
}
