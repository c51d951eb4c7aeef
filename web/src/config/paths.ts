import { generatePath, type PathParam } from 'react-router'

// Every route's spec name and path (spec point 2), and the URL of a named route. No page is
// imported here, so pages can link by name without importing the router that loads them.

export interface NamedPath {
  name: string
  path: string
}

/** Only for guests: a logged-in user is sent to the dashboard. */
export const guestRoutes = [
  { name: 'login', path: '/login' },
  { name: 'auth.callback', path: '/auth/callback' },
  { name: 'password.forgotten', path: '/password/forgotten' },
  { name: 'password.reset', path: '/password/reset/:token' },
  { name: 'registration.accept', path: '/invitation/accept/:token' },
] as const satisfies readonly NamedPath[]

/** Only for logged-in users: a guest is sent to login. */
export const appRoutes = [
  { name: 'dashboard', path: '/' },
  { name: 'user.index', path: '/user' },
  { name: 'user.create', path: '/user/create' },
  { name: 'user.edit', path: '/user/:id/edit' },
  { name: 'salesOrder.overview', path: '/sales-order' },
  { name: 'salesOrder.concept', path: '/sales-order/concept' },
  // Not in the spec: a concept order is edited on a page of its own, in the current account.
  { name: 'salesOrder.concept.edit', path: '/sales-order/concept/:conceptSalesOrderId/edit' },
  { name: 'salesOrder.create', path: '/sales-order/create' },
  // Not in the spec: the import guide of concept orders, like product.importGuide.
  { name: 'salesOrder.importGuide', path: '/sales-order/import-guide' },
  { name: 'salesOrder.edit', path: '/client/:clientId/sales-order/:salesOrderId/edit' },
  { name: 'salesOrder.show', path: '/client/:clientId/sales-order/:salesOrderId' },
  { name: 'product.index', path: '/product' },
  { name: 'product.concept', path: '/product/concept' },
  { name: 'product.create', path: '/product/create' },
  { name: 'product.importGuide', path: '/product/import-guide' },
  { name: 'product.show', path: '/client/:clientId/product/:productId' },
  { name: 'product.edit', path: '/client/:clientId/product/concept/:conceptProductId/edit' },
  { name: 'delivery.concept', path: '/delivery/concept' },
  { name: 'delivery.concept.create', path: '/delivery/create' },
  { name: 'delivery.concept.edit', path: '/delivery/:conceptDeliveryId/edit' },
  // Not in the spec: the import guide of concept deliveries, like salesOrder.importGuide.
  { name: 'delivery.importGuide', path: '/delivery/import-guide' },
  { name: 'delivery.receipt', path: '/delivery/overview' },
  { name: 'delivery.index', path: '/delivery/delivery-overview' },
  { name: 'delivery.edit', path: '/delivery/delivery-overview/:deliveryId/edit' },
  { name: 'returns.index', path: '/returns/overview' },
  { name: 'stock.index', path: '/stock' },
  { name: 'stock.flow', path: '/stock/flow' },
  { name: 'stock.logFin', path: '/stock/logfin' },
  { name: 'stock.batchReport', path: '/stock/batch' },
  { name: 'addressBook.index', path: '/addressbook' },
  { name: 'addressBookAddress.create', path: '/addressbook/create' },
  { name: 'addressBookAddress.edit', path: '/client/:clientId/address-book/:addressBookAddressId/edit' },
  { name: 'information.show', path: '/information' },
  { name: 'information.procesAgreement.show', path: '/information/data-processing-agreement' },
  { name: 'settings', path: '/settings' },
  // Not in the spec: the account's activity (the event log), reached from the settings.
  { name: 'activity', path: '/activity' },
  // Not in the spec: 'Contact us' (the menu's Support), the provider's details and the contact form.
  { name: 'support.contact', path: '/contact' },
  // The target of 403 answers (spec point 6); not in the menu.
  { name: '403', path: '/403' },
  { name: 'notFound', path: '*' },
] as const satisfies readonly NamedPath[]

type AppRoute = (typeof guestRoutes)[number] | (typeof appRoutes)[number]

export type RouteName = AppRoute['name']

type RoutePathOf<N extends RouteName> = Extract<AppRoute, { name: N }>['path']

type RouteParams<N extends RouteName> = { [Param in PathParam<RoutePathOf<N>>]: string | number }

/** Routes without parameters, such as the menu's targets. */
export type StaticRouteName = {
  [N in RouteName]: [PathParam<RoutePathOf<N>>] extends [never] ? N : never
}[RouteName]

const paths = new Map<string, string>([...guestRoutes, ...appRoutes].map((route) => [route.name, route.path]))

/** A named route's path pattern, e.g. '/client/:clientId/product/:productId'. */
export const routePattern = (name: RouteName): string => paths.get(name) as string

/** The URL of a named route, e.g. routePath('password.reset', { token }). */
export function routePath<N extends RouteName>(
  name: N,
  ...[params]: N extends StaticRouteName ? [] : [RouteParams<N>]
): string {
  const path = paths.get(name) as string
  const values = Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, String(value)]))
  return generatePath(path, values)
}
