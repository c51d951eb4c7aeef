import { AppShell } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useAuth } from '@/lib/auth/auth-store'
import { FeedbackProviders } from '../FeedbackProviders'
import { routePath } from '@/config/paths'
import { useRouteDocumentTitle } from '../use-route-title'
import { AppHeader } from './AppHeader'
import { MainMenu } from './MainMenu'

/** The authenticated area: header with account and user, the menu, and the page. */
export default function AppLayout() {
  const { t } = useTranslation()
  const [menuOpened, { toggle, close }] = useDisclosure()
  useRouteDocumentTitle()
  const { pathname } = useLocation()
  const { profile } = useAuth()
  // The loader lets only logged-in users in; this sends them to login the moment they log out.
  if (!profile) return <Navigate to={routePath('login')} replace />
  // A staff member of whom the provider requires two-factor login sets it up before anything else.
  if (profile.twoFactorRequired && pathname !== routePath('settings')) {
    return <Navigate to={routePath('settings')} replace />
  }
  return (
    <FeedbackProviders>
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
    </FeedbackProviders>
  )
}
