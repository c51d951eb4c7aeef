import { Card, Center, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { useProvider } from '../api/get-provider'
import { useRouteDocumentTitle } from '../use-route-title'
import { ProviderLogo } from './ProviderLogo'

/** The unauthenticated area: a centred card with the provider's logo and name. */
export default function GuestLayout() {
  useRouteDocumentTitle()
  const { t } = useTranslation()
  const { data: provider } = useProvider()
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.1">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={440}>
        <Stack align="center" gap={4} mb="lg">
          <ProviderLogo height={40} />
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
