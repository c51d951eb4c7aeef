import { matchPath } from 'react-router'
import type { Level } from '@/lib/auth/auth-store'
import { can, type Capability } from '@/lib/auth/permissions'
import { routePattern, type RouteName, type StaticRouteName } from '@/config/paths'

// The menu of spec point 2. Each entry names what it needs, so a level sees only what it may use.

/** A link to one of the provider's own addresses, which the server's configuration gives. */
export type ProviderLink = 'website'

/**
 * A menu link to a route, or to a provider's address. `pages` are the routes reached from it (a
 * record's page, its edit form), so that the menu shows where a person is on them too.
 */
export type MenuLink = { label: string; capability?: Capability } & (
  { route: StaticRouteName; pages?: RouteName[] } | { provider: ProviderLink }
)

export interface MenuGroup {
  label: string
  capability?: Capability
  children: MenuLink[]
}

export type MenuEntry = MenuLink | MenuGroup

export const menu: MenuEntry[] = [
  { label: 'menu.users', route: 'user.index', capability: 'users.manage', pages: ['user.create', 'user.edit'] },
  {
    label: 'menu.salesOrders.title',
    capability: 'orders.read',
    children: [
      {
        label: 'menu.salesOrders.concept',
        route: 'salesOrder.concept',
        capability: 'orders.write',
        pages: ['salesOrder.concept.edit', 'salesOrder.importGuide'],
      },
      { label: 'menu.salesOrders.create', route: 'salesOrder.create', capability: 'orders.write' },
      {
        label: 'menu.salesOrders.overview',
        route: 'salesOrder.overview',
        pages: ['salesOrder.show', 'salesOrder.edit'],
      },
      {
        label: 'menu.salesOrders.addressBook',
        route: 'addressBook.index',
        pages: ['addressBookAddress.create', 'addressBookAddress.edit'],
      },
    ],
  },
  {
    label: 'menu.products.title',
    capability: 'products.read',
    children: [
      {
        label: 'menu.products.concept',
        route: 'product.concept',
        capability: 'products.write',
        pages: ['product.edit'],
      },
      { label: 'menu.products.create', route: 'product.create', capability: 'products.write' },
      { label: 'menu.products.overview', route: 'product.index', pages: ['product.show'] },
      { label: 'menu.products.importGuide', route: 'product.importGuide', capability: 'products.write' },
    ],
  },
  {
    label: 'menu.returns.title',
    capability: 'stock.read',
    children: [{ label: 'menu.returns.overview', route: 'returns.index' }],
  },
  {
    label: 'menu.stock.title',
    capability: 'stock.read',
    children: [
      { label: 'menu.stock.overview', route: 'stock.index' },
      { label: 'menu.stock.flow', route: 'stock.flow' },
      { label: 'menu.stock.month', route: 'stock.logFin' },
      { label: 'menu.stock.batch', route: 'stock.batchReport' },
    ],
  },
  {
    label: 'menu.deliveries.title',
    capability: 'deliveries.read',
    children: [
      { label: 'menu.deliveries.create', route: 'delivery.concept.create', capability: 'deliveries.write' },
      {
        label: 'menu.deliveries.concept',
        route: 'delivery.concept',
        capability: 'deliveries.write',
        pages: ['delivery.concept.edit', 'delivery.importGuide'],
      },
      { label: 'menu.deliveries.overview', route: 'delivery.index', pages: ['delivery.edit'] },
      { label: 'menu.deliveries.inbound', route: 'delivery.receipt' },
    ],
  },
  {
    label: 'menu.support.title',
    children: [
      { label: 'menu.support.contact', route: 'support.contact' },
      { label: 'menu.support.website', provider: 'website' },
      { label: 'menu.support.information', route: 'information.show', pages: ['information.procesAgreement.show'] },
    ],
  },
  { label: 'menu.settings', route: 'settings', pages: ['activity'] },
]

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry

const allowed = (level: Level, entry: { capability?: Capability }): boolean =>
  entry.capability === undefined || can(level, entry.capability)

/** The menu as a level sees it: entries it may not use left out, and groups left empty with them. */
export function menuFor(level: Level): MenuEntry[] {
  return menu
    .filter((entry) => allowed(level, entry))
    .map((entry) =>
      isMenuGroup(entry) ? { ...entry, children: entry.children.filter((child) => allowed(level, child)) } : entry,
    )
    .filter((entry) => !isMenuGroup(entry) || entry.children.length > 0)
}

const links = (entries: MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry]))

const matches = (name: RouteName, pathname: string): boolean => matchPath(routePattern(name), pathname) !== null

/** The menu link of the page at pathname: the link to it, or the link it was reached from (`pages`). */
export function menuLinkAt(entries: MenuEntry[], pathname: string): MenuLink | undefined {
  const routeLinks = links(entries).filter((link) => 'route' in link)
  return (
    routeLinks.find((link) => matches(link.route, pathname)) ??
    routeLinks.find((link) => link.pages?.some((page) => matches(page, pathname)))
  )
}
