import { NavLink, ScrollArea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useProfile } from '@/lib/auth/auth-store'
import { isMenuGroup, menuFor, type MenuLink } from '../menu'
import { routePath } from '../routes'

function MenuLinkItem({ entry, onNavigate }: { entry: MenuLink; onNavigate: () => void }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  if ('href' in entry) {
    const external = entry.href.startsWith('http')
    return (
      <NavLink
        component="a"
        href={entry.href}
        label={t(entry.label)}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      />
    )
  }
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
