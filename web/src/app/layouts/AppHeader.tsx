import { Box, Burger, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AccountSelect } from '@/features/auth/components/AccountSelect'
import { useLogout } from '@/features/auth/use-logout'
import { useProfile } from '@/lib/auth/auth-store'
import { routePath } from '@/config/paths'
import { useProvider } from '../api/use-provider'
import { ProviderLogo } from './ProviderLogo'

interface AppHeaderProps {
  menuOpened: boolean
  onToggleMenu: () => void
}

export function AppHeader({ menuOpened, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation()
  const profile = useProfile()
  const logout = useLogout()
  const { data: provider, isPending } = useProvider()
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group wrap="nowrap">
        <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="sm" size="sm" aria-label={t('menu.open')} />
        <Box component={Link} to={routePath('dashboard')} aria-label={t('routes.dashboard.title')} visibleFrom="xs">
          <ProviderLogo provider={isPending ? undefined : (provider ?? null)} />
        </Box>
        {provider && (
          <Text visibleFrom="md" c="dimmed" truncate>
            {provider.name}
          </Text>
        )}
      </Group>
      <Group wrap="nowrap" gap="xs" flex={1} miw={0} justify="flex-end">
        <AccountSelect />
        <Text visibleFrom="sm" fw={500}>
          {profile.name}
        </Text>
        <Button variant="subtle" onClick={logout}>
          {t('auth.logout')}
        </Button>
      </Group>
    </Group>
  )
}
