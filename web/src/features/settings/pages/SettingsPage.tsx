import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { ApiKeysSection } from '../components/ApiKeysSection'
import { WarehouseKeysSection } from '../components/WarehouseKeysSection'

/** settings: what a user may set: the current account's API keys and, for Administrators, the warehouse's keys. */
export default function SettingsPage() {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const mayManageKeys = can(level, 'apikeys.manage')
  const mayManageWarehouse = can(level, 'accounts.manage')
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {!client && <Text>{t('auth.pleaseSelectAccount')}</Text>}
      {client && mayManageKeys && <ApiKeysSection key={client.id} clientId={client.id} />}
      {client && !mayManageKeys && !mayManageWarehouse && <Text>{t('settings.nothingToSet')}</Text>}
      {mayManageWarehouse && <WarehouseKeysSection />}
    </Stack>
  )
}
