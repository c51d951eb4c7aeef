import { AppShell } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { useRouteDocumentTitle } from '../use-route-title'
import { AppHeader } from './AppHeader'
import { MainMenu } from './MainMenu'

/** The authenticated area: header with account and user, the menu, and the page. */
export default function AppLayout() {
  const { t } = useTranslation()
  const [menuOpened, { toggle, close }] = useDisclosure()
  useRouteDocumentTitle()
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <AppHeader menuOpened={menuOpened} onToggleMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('menu.label')}>
        <MainMenu onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
