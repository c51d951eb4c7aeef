import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import { useProfile } from '@/lib/auth/auth-store'
import { can } from '@/lib/auth/permissions'
import { ApiKeysSection } from '../components/ApiKeysSection'

/** settings: the current account's settings that a user may change; for now its API keys. */
export default function SettingsPage() {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const mayManageKeys = can(level, 'apikeys.manage')
  return (
    <Stack>
      <Title order={1}>{useRouteTitle()}</Title>
      {!client && <Text>{t('auth.pleaseSelectAccount')}</Text>}
      {client && mayManageKeys && <ApiKeysSection key={client.id} clientId={client.id} />}
      {client && !mayManageKeys && <Text>{t('settings.nothingToSet')}</Text>}
    </Stack>
  )
}
