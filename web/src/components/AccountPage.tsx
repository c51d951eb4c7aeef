import { Group, Stack, Text, Title } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { useRouteTitle } from '@/app/use-route-title'
import { routePath } from '@/config/paths'
import { useProfile } from '@/lib/auth/auth-store'
import { can, type Capability } from '@/lib/auth/permissions'

interface AccountPageProps {
  /** What the page does; a level that may not goes to the forbidden page. */
  capability?: Capability
  /** Beside the title, for the current account: an export of what the page shows, say. */
  actions?: (clientId: number) => ReactNode
  /** The page's content for the current account; it starts afresh when another account is chosen. */
  children: (clientId: number) => ReactNode
}

/** A page of the current account under the route's title; until an account is chosen, the ask to choose one. */
export function AccountPage({ capability, actions, children }: AccountPageProps) {
  const { t } = useTranslation()
  const { client, level } = useProfile()
  const title = useRouteTitle()
  if (capability && !can(level, capability)) return <Navigate to={routePath('403')} replace />
  return (
    <Stack>
      {actions && client ? (
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          {actions(client.id)}
        </Group>
      ) : (
        <Title order={1}>{title}</Title>
      )}
      {client ? (
        <Fragment key={client.id}>{children(client.id)}</Fragment>
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}
