import type { ComponentType } from 'react'
import { generatePath, type PathParam } from 'react-router'

// The one route table (spec point 2): every route with its spec name and path. Pages load
// lazily; areas that later issues build show their title until then.

export type LoadPage = () => Promise<{ default: ComponentType }>

export interface RouteDefinition {
  name: string
  path: string
  page: LoadPage
}

const routeTitlePage: LoadPage = () => import('./pages/RouteTitlePage')
const statusPage: LoadPage = () => import('./pages/StatusPage')

/** Only for guests: a logged-in user is sent to the dashboard. */
export const guestRoutes = [
  { name: 'login', path: '/login', page: () => import('@/features/auth/pages/LoginPage') },
  { name: 'auth.callback', path: '/auth/callback', page: () => import('@/features/auth/pages/AuthCallbackPage') },
  {
    name: 'password.forgotten',
    path: '/password/forgotten',
    page: () => import('@/features/auth/pages/PasswordForgottenPage'),
  },
  {
    name: 'password.reset',
    path: '/password/reset/:token',
    page: () => import('@/features/auth/pages/PasswordResetPage'),
  },
  {
    name: 'registration.accept',
    path: '/invitation/accept/:token',
    page: () => import('@/features/auth/pages/RegistrationAcceptPage'),
  },
] as const satisfies readonly RouteDefinition[]

/** Only for logged-in users: a guest is sent to login. */
export const appRoutes = [
  { name: 'dashboard', path: '/', page: () => import('@/features/dashboard/pages/DashboardPage') },
  { name: 'user.index', path: '/user', page: routeTitlePage },
  { name: 'user.create', path: '/user/create', page: routeTitlePage },
  { name: 'user.edit', path: '/user/:id/edit', page: routeTitlePage },
  { name: 'salesOrder.overview', path: '/sales-order', page: routeTitlePage },
  { name: 'salesOrder.concept', path: '/sales-order/concept', page: routeTitlePage },
  { name: 'salesOrder.create', path: '/sales-order/create', page: routeTitlePage },
  { name: 'salesOrder.edit', path: '/client/:clientId/sales-order/:salesOrderId/edit', page: routeTitlePage },
  { name: 'salesOrder.show', path: '/client/:clientId/sales-order/:salesOrderId', page: routeTitlePage },
  { name: 'product.index', path: '/product', page: () => import('@/features/products/pages/ProductOverviewPage') },
  {
    name: 'product.concept',
    path: '/product/concept',
    page: () => import('@/features/products/pages/ConceptProductsPage'),
  },
  {
    name: 'product.create',
    path: '/product/create',
    page: () => import('@/features/products/pages/ProductCreatePage'),
  },
  {
    name: 'product.importGuide',
    path: '/product/import-guide',
    page: () => import('@/features/products/pages/ProductImportGuidePage'),
  },
  {
    name: 'product.show',
    path: '/client/:clientId/product/:productId',
    page: () => import('@/features/products/pages/ProductShowPage'),
  },
  {
    name: 'product.edit',
    path: '/client/:clientId/product/concept/:productId/edit',
    page: () => import('@/features/products/pages/ConceptProductEditPage'),
  },
  { name: 'delivery.concept', path: '/delivery/concept', page: routeTitlePage },
  { name: 'delivery.concept.create', path: '/delivery/create', page: routeTitlePage },
  { name: 'delivery.concept.edit', path: '/delivery/:deliveryId/edit', page: routeTitlePage },
  { name: 'delivery.receipt', path: '/delivery/overview', page: routeTitlePage },
  { name: 'delivery.index', path: '/delivery/delivery-overview', page: routeTitlePage },
  { name: 'delivery.edit', path: '/delivery/delivery-overview/:deliveryId/edit', page: routeTitlePage },
  { name: 'returns.index', path: '/returns/overview', page: routeTitlePage },
  { name: 'stock.index', path: '/stock', page: routeTitlePage },
  { name: 'stock.flow', path: '/stock/flow', page: routeTitlePage },
  { name: 'stock.logFin', path: '/stock/logfin', page: routeTitlePage },
  { name: 'stock.batchReport', path: '/stock/batch', page: routeTitlePage },
  { name: 'addressBook.index', path: '/addressbook', page: routeTitlePage },
  { name: 'addressBookAddress.create', path: '/addressbook/create', page: routeTitlePage },
  {
    name: 'addressBookAddress.edit',
    path: '/client/:clientId/address-book/:addressBookAddressId/edit',
    page: routeTitlePage,
  },
  { name: 'information.show', path: '/information', page: routeTitlePage },
  { name: 'information.procesAgreement.show', path: '/information/data-processing-agreement', page: routeTitlePage },
  { name: 'settings', path: '/settings', page: routeTitlePage },
  // The target of 403 answers (spec point 6); not in the menu.
  { name: '403', path: '/403', page: statusPage },
  { name: 'notFound', path: '*', page: statusPage },
] as const satisfies readonly RouteDefinition[]

type AppRoute = (typeof guestRoutes)[number] | (typeof appRoutes)[number]

export type RouteName = AppRoute['name']

type RoutePathOf<N extends RouteName> = Extract<AppRoute, { name: N }>['path']

type RouteParams<N extends RouteName> = { [Param in PathParam<RoutePathOf<N>>]: string | number }

/** Routes without parameters, such as the menu's targets. */
export type StaticRouteName = {
  [N in RouteName]: [PathParam<RoutePathOf<N>>] extends [never] ? N : never
}[RouteName]

const paths = new Map<string, string>([...guestRoutes, ...appRoutes].map((route) => [route.name, route.path]))

/** The URL of a named route, e.g. routePath('password.reset', { token }). */
export function routePath<N extends RouteName>(
  name: N,
  ...[params]: N extends StaticRouteName ? [] : [RouteParams<N>]
): string {
  const path = paths.get(name) as string
  const values = Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, String(value)]))
  return generatePath(path, values)
}
