import { describe, expect, it } from 'vitest'
import type { Level } from '@/lib/auth/auth-store'
import { isMenuGroup, menu, menuFor, menuLinkAt, type MenuEntry } from './menu'

const labels = (entries: MenuEntry[]) =>
  entries.flatMap((entry) =>
    isMenuGroup(entry) ? [entry.label, ...entry.children.map((child) => child.label)] : [entry.label],
  )

const topLevel = (level: Level) => menuFor(level).map((entry) => entry.label)

describe('menu', () => {
  it('has the entries of the specification, in its order', () => {
    expect(menu.map((entry) => entry.label)).toEqual([
      'menu.users',
      'menu.salesOrders.title',
      'menu.products.title',
      'menu.returns.title',
      'menu.stock.title',
      'menu.deliveries.title',
      'menu.support.title',
      'menu.settings',
    ])
  })

  it.each<Level>(['Administrator', 'Provider', 'Default'])('shows everything to %s', (level) => {
    expect(labels(menuFor(level))).toEqual(labels(menu))
  })

  it('hides sales orders, stock, returns and users from a supplier', () => {
    expect(topLevel('Supplier')).toEqual([
      'menu.products.title',
      'menu.deliveries.title',
      'menu.support.title',
      'menu.settings',
    ])
    expect(labels(menuFor('Supplier'))).not.toContain('menu.products.create')
    expect(labels(menuFor('Supplier'))).toContain('menu.deliveries.create')
  })

  it('gives Exit reading only, without users', () => {
    const exit = labels(menuFor('Exit'))
    expect(exit).not.toContain('menu.users')
    expect(exit).toContain('menu.salesOrders.overview')
    expect(exit).toContain('menu.stock.month')
    expect(exit).not.toContain('menu.salesOrders.create')
    expect(exit).not.toContain('menu.products.create')
    expect(exit).not.toContain('menu.deliveries.create')
  })

  it.each([
    ['/sales-order', 'menu.salesOrders.overview'],
    ['/client/7/sales-order/12', 'menu.salesOrders.overview'],
    ['/client/7/sales-order/12/edit', 'menu.salesOrders.overview'],
    ['/sales-order/concept/4/edit', 'menu.salesOrders.concept'],
    ['/sales-order/create', 'menu.salesOrders.create'],
    ['/client/7/product/3', 'menu.products.overview'],
    ['/client/7/product/concept/3/edit', 'menu.products.concept'],
    ['/delivery/delivery-overview/9/edit', 'menu.deliveries.overview'],
    ['/delivery/9/edit', 'menu.deliveries.concept'],
    ['/client/7/address-book/2/edit', 'menu.salesOrders.addressBook'],
    ['/information/data-processing-agreement', 'menu.support.information'],
    ['/activity', 'menu.settings'],
  ])('shows where a person is at %s: %s', (pathname, label) => {
    expect(menuLinkAt(menu, pathname)?.label).toBe(label)
  })

  it('highlights nothing where no menu link leads', () => {
    expect(menuLinkAt(menu, '/')).toBeUndefined()
    expect(menuLinkAt(menu, '/no/such/page')).toBeUndefined()
  })
})
