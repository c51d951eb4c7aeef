import { Alert, Loader, Stack, Switch, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '@/components/snackbar'
import { translateError } from '@/lib/translate-message'
import { useLoginPolicy, useSetLoginPolicy } from '../api/login-policy'

/**
 * The provider's login policy (Administrators): whether provider staff and Administrators must log in
 * in two steps. It holds from each one's next login; who has not set it up then does that first.
 */
export function LoginPolicySection() {
  const { t } = useTranslation()
  const policy = useLoginPolicy()
  const save = useSetLoginPolicy()
  return (
    <Stack component="section" aria-labelledby="login-policy-title" gap="sm">
      <Title order={2} id="login-policy-title">
        {t('settings.loginPolicy.title')}
      </Title>
      <Text>{t('settings.loginPolicy.intro')}</Text>
      {policy.isPending && <Loader aria-label={t('common.loading')} />}
      {policy.isError && <Alert color="red">{translateError(t, policy.error)}</Alert>}
      {policy.data && (
        <Switch
          label={t('settings.loginPolicy.requireTwoFactor')}
          checked={policy.data.requireTwoFactorForStaff}
          disabled={save.isPending}
          onChange={async (event) => {
            const requireTwoFactorForStaff = event.currentTarget.checked
            await save.mutateAsync({ requireTwoFactorForStaff })
            showSnackbar({
              message: t(
                requireTwoFactorForStaff ? 'settings.loginPolicy.required' : 'settings.loginPolicy.notRequired',
              ),
            })
          }}
        />
      )}
      {save.isError && <Alert color="red">{translateError(t, save.error)}</Alert>}
    </Stack>
  )
}
