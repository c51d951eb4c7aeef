import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useProfile } from '@/lib/auth/auth-store'
import { translateError } from '@/lib/translate-message'
import { useDashboard } from '../api/get-dashboard'
import { AttentionSection } from '../components/AttentionSection'
import { InboundChart, OrdersChart } from '../components/DashboardCharts'
import { TodaySection } from '../components/TodaySection'

/**
 * dashboard: the selected account at a glance, as far as the user's level may read it: what needs
 * attention (each a link to the list it counts), today's figures, the orders of the last 30 days
 * and the units received in the last 12 weeks. Without a selected account, it asks for one.
 */
export default function DashboardPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('routes.dashboard.title')}</Title>
        <Group gap="lg">
          <Text size="lg">{t('dashboard.welcome', { name: profile.name })}</Text>
          {profile.client && <Text c="dimmed">{t('dashboard.account', { name: profile.client.name })}</Text>}
        </Group>
      </Stack>
      {profile.client ? (
        <DashboardFigures clientId={profile.client.id} />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

function DashboardFigures({ clientId }: { clientId: number }) {
  const { t } = useTranslation()
  const dashboard = useDashboard(clientId)
  if (dashboard.isPending)
    return (
      <Center h={160} role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    )
  const failed = dashboard.isError && (
    <Alert color="red" title={t('dashboard.failed')}>
      {translateError(t, dashboard.error)}
    </Alert>
  )
  // A failed refetch keeps the figures read before, under the error.
  if (!dashboard.data) return failed
  const { date, attention, today, ordersPerDay, inboundUnitsPerWeek } = dashboard.data
  return (
    <>
      {failed}
      <AttentionSection attention={attention} />
      <TodaySection date={date} today={today} />
      <OrdersChart days={ordersPerDay} />
      <InboundChart weeks={inboundUnitsPerWeek} />
    </>
  )
}
