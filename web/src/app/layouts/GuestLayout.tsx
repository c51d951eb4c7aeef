import { Card, Center } from '@mantine/core'
import { Outlet } from 'react-router'
import { Logo } from '@/components/Logo'
import { useRouteDocumentTitle } from '../use-route-title'

/** The unauthenticated area: a centred card with the logo. */
export default function GuestLayout() {
  useRouteDocumentTitle()
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.1">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={440}>
        <Center mb="lg">
          <Logo height={40} />
        </Center>
        <Outlet />
      </Card>
    </Center>
  )
}
