import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useProfile } from '@/lib/auth/auth-store'

export default function DashboardPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  return (
    <Stack>
      <Title order={1}>{t('routes.dashboard.title')}</Title>
      <Text size="lg">{t('dashboard.welcome', { name: profile.name })}</Text>
      <Text>
        {profile.client ? t('dashboard.account', { name: profile.client.name }) : t('auth.pleaseSelectAccount')}
      </Text>
    </Stack>
  )
}
