import { Card, Center, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { useProviderOnce } from '../api/use-provider-once'
import { useRouteDocumentTitle } from '../use-route-title'
import { ProviderLogo } from './ProviderLogo'

/** The unauthenticated area: a centred card with the provider's logo and name. */
export default function GuestLayout() {
  useRouteDocumentTitle()
  const { t } = useTranslation()
  const provider = useProviderOnce()
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.1">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={440}>
        <Stack align="center" gap={4} mb="lg">
          <ProviderLogo provider={provider} height={40} />
          {provider && (
            <Text size="sm" c="dimmed">
              {t('auth.portalOf', { name: provider.name })}
            </Text>
          )}
        </Stack>
        <Outlet />
      </Card>
    </Center>
  )
}
