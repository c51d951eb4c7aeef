import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { OwnSettingsSections } from '@/features/own-settings/OwnSettingsSections'
import { TwoFactorSection } from '@/features/two-factor/TwoFactorSection'
import { AccountsSection } from '../components/AccountsSection'
import { ApiKeysSection } from '../components/ApiKeysSection'
import { WarehouseKeysSection } from '../components/WarehouseKeysSection'

/**
 * settings: what a user may set: their own details, password, sessions and two-factor login; the current account's
 * API keys; and, for Administrators, every account's settings and the warehouse's keys.
 */
export default function SettingsPage() {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const mayManageKeys = can(level, 'apikeys.manage')
  const mayManageAccounts = can(level, 'accounts.manage')
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      <OwnSettingsSections />
      <TwoFactorSection />
      {mayManageKeys &&
        (client ? (
          <ApiKeysSection key={client.id} clientId={client.id} />
        ) : (
          <Text>{t('auth.pleaseSelectAccount')}</Text>
        ))}
      {mayManageAccounts && <AccountsSection />}
      {mayManageAccounts && <WarehouseKeysSection />}
    </Stack>
  )
}
