import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { OwnSettingsSections } from '@/features/own-settings/OwnSettingsSections'
import { TwoFactorSection } from '@/features/two-factor/TwoFactorSection'
import { AccountsSection } from '../components/AccountsSection'
import { ApiKeysSection } from '../components/ApiKeysSection'
import { LoginPolicySection } from '../components/LoginPolicySection'
import { WarehouseKeysSection } from '../components/WarehouseKeysSection'

/**
 * settings: what a user may set: their own details, password, sessions and two-factor login; the current account's
 * API keys; for provider staff and Administrators, a link to its activity; and, for Administrators, every account's
 * settings, the login policy and the warehouse's keys.
 */
export default function SettingsPage() {
  const { t } = useTranslation()
  const { client, level, twoFactorRequired } = useProfile()
  const mayManageKeys = can(level, 'apikeys.manage')
  const mayManageAccounts = can(level, 'accounts.manage')
  const title = useRouteTitle()
  // Until a staff member sets up the two-factor login the provider requires, it is all they can do.
  if (twoFactorRequired) {
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <Alert color="orange">{t('settings.twoFactorRequired')}</Alert>
        <TwoFactorSection />
      </Stack>
    )
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {can(level, 'activity.read') && client && (
          <Anchor component={Link} to={routePath('activity')}>
            {t('activity.link')}
          </Anchor>
        )}
      </Group>
      <OwnSettingsSections />
      <TwoFactorSection />
      {mayManageKeys &&
        (client ? (
          <ApiKeysSection key={client.id} clientId={client.id} />
        ) : (
          <Text>{t('auth.pleaseSelectAccount')}</Text>
        ))}
      {mayManageAccounts && <AccountsSection />}
      {mayManageAccounts && <LoginPolicySection />}
      {mayManageAccounts && <WarehouseKeysSection />}
    </Stack>
  )
}
