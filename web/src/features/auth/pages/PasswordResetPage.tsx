import { Anchor, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { routePath } from '@/config/paths'
import { passwordReset } from '../api/password-reset'
import { NewPasswordForm } from '../components/NewPasswordForm'

export default function PasswordResetPage() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('routes.password.reset.title')}
      </Title>
      <Text>{t('auth.reset.intro')}</Text>
      <NewPasswordForm
        submitLabel={t('auth.reset.submit')}
        submit={(values) => passwordReset({ token, ...values })}
        successMessage="passwords.reset_done"
      />
      <Anchor component={Link} to={routePath('login')} size="sm">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  )
}
