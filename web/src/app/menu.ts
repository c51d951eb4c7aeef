import type { Level } from '@/lib/auth/auth-store'
import { can, type Capability } from '@/lib/auth/permissions'
import type { StaticRouteName } from '@/config/paths'

// The menu of spec point 2. Each entry names what it needs, so a level sees only what it may use.

/** A link to one of the provider's own addresses, which the server's configuration gives. */
export type ProviderLink = 'contact' | 'website'

export type MenuLink = { label: string; capability?: Capability } & (
  { route: StaticRouteName } | { provider: ProviderLink }
)

export interface MenuGroup {
  label: string
  capability?: Capability
  children: MenuLink[]
}

export type MenuEntry = MenuLink | MenuGroup

export const menu: MenuEntry[] = [
  { label: 'menu.users', route: 'user.index', capability: 'users.manage' },
  {
    label: 'menu.salesOrders.title',
    capability: 'orders.read',
    children: [
      { label: 'menu.salesOrders.concept', route: 'salesOrder.concept', capability: 'orders.write' },
      { label: 'menu.salesOrders.create', route: 'salesOrder.create', capability: 'orders.write' },
      { label: 'menu.salesOrders.overview', route: 'salesOrder.overview' },
      { label: 'menu.salesOrders.addressBook', route: 'addressBook.index' },
    ],
  },
  {
    label: 'menu.products.title',
    capability: 'products.read',
    children: [
      { label: 'menu.products.concept', route: 'product.concept', capability: 'products.write' },
      { label: 'menu.products.create', route: 'product.create', capability: 'products.write' },
      { label: 'menu.products.overview', route: 'product.index' },
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
      { label: 'menu.deliveries.concept', route: 'delivery.concept', capability: 'deliveries.write' },
      { label: 'menu.deliveries.overview', route: 'delivery.index' },
      { label: 'menu.deliveries.inbound', route: 'delivery.receipt' },
    ],
  },
  {
    label: 'menu.support.title',
    children: [
      { label: 'menu.support.contact', provider: 'contact' },
      { label: 'menu.support.website', provider: 'website' },
      { label: 'menu.support.information', route: 'information.show' },
    ],
  },
  { label: 'menu.settings', route: 'settings' },
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
