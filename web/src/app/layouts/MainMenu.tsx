import { NavLink, ScrollArea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useProfile } from '@/lib/auth/auth-store'
import { useProvider } from '../api/use-provider'
import { isMenuGroup, menuFor, menuLinkAt, type MenuLink, type ProviderLink } from '../menu'
import { routePath } from '@/config/paths'

function ProviderLinkItem({ label, link }: { label: string; link: ProviderLink }) {
  const { data: provider } = useProvider()
  if (!provider) return null
  // The only provider link is its website ('Contact us' is a page of its own), opened in a new tab.
  return <NavLink component="a" href={provider[link]} label={label} target="_blank" rel="noopener noreferrer" />
}

interface MenuLinkItemProps {
  entry: MenuLink
  active: boolean
  onNavigate: () => void
}

function MenuLinkItem({ entry, active, onNavigate }: MenuLinkItemProps) {
  const { t } = useTranslation()
  if ('provider' in entry) return <ProviderLinkItem label={t(entry.label)} link={entry.provider} />
  return (
    <NavLink
      component={Link}
      to={routePath(entry.route)}
      label={t(entry.label)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  )
}

/**
 * The navigation of spec point 2, as the user's level may see it. The link of the page shown is
 * highlighted, also on a page reached from it (an order, a product), and its group is open unless
 * the person closed it.
 */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { level } = useProfile()
  const [openedGroups, setOpenedGroups] = useState<Record<string, boolean>>({})
  const entries = menuFor(level)
  const here = menuLinkAt(entries, pathname)
  return (
    <ScrollArea p="sm">
      {entries.map((entry) =>
        isMenuGroup(entry) ? (
          <NavLink
            key={entry.label}
            component="button"
            label={t(entry.label)}
            opened={openedGroups[entry.label] ?? (here !== undefined && entry.children.includes(here))}
            onChange={(opened) => setOpenedGroups((groups) => ({ ...groups, [entry.label]: opened }))}
          >
            {entry.children.map((child) => (
              <MenuLinkItem key={child.label} entry={child} active={child === here} onNavigate={onNavigate} />
            ))}
          </NavLink>
        ) : (
          <MenuLinkItem key={entry.label} entry={entry} active={entry === here} onNavigate={onNavigate} />
        ),
      )}
    </ScrollArea>
  )
}
