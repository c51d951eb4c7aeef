import { Alert, Anchor, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { routePath } from '@/config/paths'
import { PageLoader } from '@/components/PageLoader'
import { acceptInvitation } from '../api/accept-invitation'
import { useInvitation } from '../api/get-invitation'
import { NewPasswordForm } from '../components/NewPasswordForm'

/** registration.accept: an invited user checks who they are and chooses a password. */
export default function RegistrationAcceptPage() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  const invitation = useInvitation(token)
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('routes.registration.accept.title')}
      </Title>
      {invitation.isPending && <PageLoader />}
      {invitation.isError && <Alert color="red">{t('auth.registration.verifyFailed')}</Alert>}
      {invitation.isSuccess && (
        <>
          <Text>{t('auth.registration.intro', invitation.data)}</Text>
          <NewPasswordForm
            submitLabel={t('auth.registration.submit')}
            submit={(values) => acceptInvitation({ token, ...values })}
            successMessage="auth.registration_complete"
          />
        </>
      )}
      <Anchor component={Link} to={routePath('login')} size="sm">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  )
}
