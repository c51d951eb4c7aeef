import { describe, expect, it } from 'vitest'
import { appRoutes, guestRoutes, routePath } from '@/config/paths'
import enGB from '@/locales/en-GB.json'
import nlNL from '@/locales/nl-NL.json'
import { pages } from './routes'

// Spec point 2, as written there ({param} placeholders, paths relative to the base /).
const specGuestRoutes = {
  login: 'login',
  'auth.callback': 'auth/callback',
  'password.forgotten': 'password/forgotten',
  'password.reset': 'password/reset/{token}',
  'registration.accept': 'invitation/accept/{token}',
}

const specAppRoutes = {
  dashboard: '/',
  'user.index': 'user',
  'user.create': 'user/create',
  'user.edit': 'user/{id}/edit',
  'salesOrder.overview': 'sales-order',
  'salesOrder.concept': 'sales-order/concept',
  'salesOrder.create': 'sales-order/create',
  'salesOrder.edit': 'client/{clientId}/sales-order/{salesOrderId}/edit',
  'salesOrder.show': 'client/{clientId}/sales-order/{salesOrderId}',
  'product.index': 'product',
  'product.concept': 'product/concept',
  'product.create': 'product/create',
  'product.importGuide': 'product/import-guide',
  'product.show': 'client/{clientId}/product/{productId}',
  'product.edit': 'client/{clientId}/product/concept/{productId}/edit',
  'delivery.concept': 'delivery/concept',
  'delivery.concept.create': 'delivery/create',
  'delivery.concept.edit': 'delivery/{deliveryId}/edit',
  'delivery.receipt': 'delivery/overview',
  'delivery.index': 'delivery/delivery-overview',
  'delivery.edit': 'delivery/delivery-overview/{deliveryId}/edit',
  'returns.index': 'returns/overview',
  'stock.index': 'stock',
  'stock.flow': 'stock/flow',
  'stock.logFin': 'stock/logfin',
  'stock.batchReport': 'stock/batch',
  'addressBook.index': 'addressbook',
  'addressBookAddress.create': 'addressbook/create',
  'addressBookAddress.edit': 'client/{clientId}/address-book/{addressBookAddressId}/edit',
  'information.show': 'information',
  'information.procesAgreement.show': 'information/data-processing-agreement',
}

const asRouterPath = (specPath: string) => `/${specPath.replace(/^\//, '')}`.replace(/\{(\w+)\}/g, ':$1')
const table = (routes: readonly { name: string; path: string }[]) =>
  Object.fromEntries(routes.map((route) => [route.name, route.path]))
const expected = (spec: Record<string, string>) =>
  Object.fromEntries(Object.entries(spec).map(([name, path]) => [name, asRouterPath(path)]))

describe('route table', () => {
  it('has every guest-only route of the specification', () => {
    expect(table(guestRoutes)).toEqual(expected(specGuestRoutes))
  })

  it('has every logged-in route of the specification, plus the concept order edit page, the sales order and delivery import guides, settings, the activity, contact us, 403 and not found', () => {
    expect(table(appRoutes)).toEqual({
      ...expected(specAppRoutes),
      // The spec's placeholder of a concept's id bears its record's name; the route names it for what it holds.
      'product.edit': '/client/:clientId/product/concept/:conceptProductId/edit',
      'delivery.concept.edit': '/delivery/:conceptDeliveryId/edit',
      'salesOrder.concept.edit': '/sales-order/concept/:conceptSalesOrderId/edit',
      'salesOrder.importGuide': '/sales-order/import-guide',
      'delivery.importGuide': '/delivery/import-guide',
      settings: '/settings',
      activity: '/activity',
      'support.contact': '/contact',
      403: '/403',
      notFound: '*',
    })
  })

  it('has a title for every named route in both languages', () => {
    const title = (texts: object, name: string): unknown =>
      `routes.${name}.title`
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts)
    for (const { name } of [...guestRoutes, ...appRoutes]) {
      expect(typeof title(enGB, name), `routes.${name}.title in en-GB`).toBe('string')
      expect(typeof title(nlNL, name), `routes.${name}.title in nl-NL`).toBe('string')
    }
  })

  it('has unique names', () => {
    const names = [...guestRoutes, ...appRoutes].map((route) => route.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('has a page for every named route and no page without a route', () => {
    const names = [...guestRoutes, ...appRoutes].map((route) => route.name)
    expect(Object.keys(pages).sort()).toEqual([...names].sort())
  })
})

describe('routePath', () => {
  it('builds URLs from route names and parameters', () => {
    expect(routePath('dashboard')).toBe('/')
    expect(routePath('login')).toBe('/login')
    expect(routePath('403')).toBe('/403')
    expect(routePath('password.reset', { token: 'abc' })).toBe('/password/reset/abc')
    expect(routePath('salesOrder.edit', { clientId: 2, salesOrderId: 17 })).toBe('/client/2/sales-order/17/edit')
    expect(routePath('salesOrder.concept.edit', { conceptSalesOrderId: 4 })).toBe('/sales-order/concept/4/edit')
    expect(routePath('product.edit', { clientId: 2, conceptProductId: 12 })).toBe('/client/2/product/concept/12/edit')
    expect(routePath('delivery.concept.edit', { conceptDeliveryId: 5 })).toBe('/delivery/5/edit')
    expect(routePath('addressBookAddress.edit', { clientId: 2, addressBookAddressId: 5 })).toBe(
      '/client/2/address-book/5/edit',
    )
  })
})
