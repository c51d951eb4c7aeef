import { NavLink, ScrollArea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useProfile } from '@/lib/auth/auth-store'
import { useProvider } from '../api/get-provider'
import { isMenuGroup, menuFor, type MenuLink, type ProviderLink } from '../menu'
import { routePath } from '@/config/paths'

function ProviderLinkItem({ label, link }: { label: string; link: ProviderLink }) {
  const { data: provider } = useProvider()
  if (!provider) return null
  if (link === 'contact') return <NavLink component="a" href={`mailto:${provider.contactEmail}`} label={label} />
  return <NavLink component="a" href={provider.website} label={label} target="_blank" rel="noopener noreferrer" />
}

function MenuLinkItem({ entry, onNavigate }: { entry: MenuLink; onNavigate: () => void }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  if ('provider' in entry) return <ProviderLinkItem label={t(entry.label)} link={entry.provider} />
  const to = routePath(entry.route)
  return <NavLink component={Link} to={to} label={t(entry.label)} active={pathname === to} onClick={onNavigate} />
}

/** The navigation of spec point 2, as the user's level may see it. */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { level } = useProfile()
  return (
    <ScrollArea p="sm">
      {menuFor(level).map((entry) =>
        isMenuGroup(entry) ? (
          <NavLink
            key={entry.label}
            component="button"
            label={t(entry.label)}
            defaultOpened={entry.children.some((child) => 'route' in child && routePath(child.route) === pathname)}
          >
            {entry.children.map((child) => (
              <MenuLinkItem key={child.label} entry={child} onNavigate={onNavigate} />
            ))}
          </NavLink>
        ) : (
          <MenuLinkItem key={entry.label} entry={entry} onNavigate={onNavigate} />
        ),
      )}
    </ScrollArea>
  )
}
