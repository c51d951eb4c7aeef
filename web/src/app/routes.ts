import type { ComponentType } from 'react'
import type { RouteName } from '@/config/paths'

// The page of every named route (names and paths live in src/config/paths.ts). Pages load
// lazily; areas that later issues build show their title until then.

export type LoadPage = () => Promise<{ default: ComponentType }>

const statusPage: LoadPage = () => import('./pages/StatusPage')

export const pages: Record<RouteName, LoadPage> = {
  login: () => import('@/features/auth/pages/LoginPage'),
  'auth.callback': () => import('@/features/auth/pages/AuthCallbackPage'),
  'password.forgotten': () => import('@/features/auth/pages/PasswordForgottenPage'),
  'password.reset': () => import('@/features/auth/pages/PasswordResetPage'),
  'registration.accept': () => import('@/features/auth/pages/RegistrationAcceptPage'),
  dashboard: () => import('@/features/dashboard/pages/DashboardPage'),
  'user.index': () => import('@/features/users/pages/UserOverviewPage'),
  'user.create': () => import('@/features/users/pages/UserCreatePage'),
  'user.edit': () => import('@/features/users/pages/UserEditPage'),
  'salesOrder.overview': () => import('@/features/sales-orders/pages/SalesOrderOverviewPage'),
  'salesOrder.concept': () => import('@/features/sales-orders/pages/ConceptSalesOrdersPage'),
  'salesOrder.concept.edit': () => import('@/features/sales-orders/pages/ConceptSalesOrderEditPage'),
  'salesOrder.create': () => import('@/features/sales-orders/pages/SalesOrderCreatePage'),
  'salesOrder.importGuide': () => import('@/features/sales-orders/pages/SalesOrderImportGuidePage'),
  'salesOrder.edit': () => import('@/features/sales-orders/pages/SalesOrderEditPage'),
  'salesOrder.show': () => import('@/features/sales-orders/pages/SalesOrderShowPage'),
  'product.index': () => import('@/features/products/pages/ProductOverviewPage'),
  'product.concept': () => import('@/features/products/pages/ConceptProductsPage'),
  'product.create': () => import('@/features/products/pages/ProductCreatePage'),
  'product.importGuide': () => import('@/features/products/pages/ProductImportGuidePage'),
  'product.show': () => import('@/features/products/pages/ProductShowPage'),
  'product.edit': () => import('@/features/products/pages/ConceptProductEditPage'),
  'delivery.concept': () => import('@/features/deliveries/pages/ConceptDeliveriesPage'),
  'delivery.concept.create': () => import('@/features/deliveries/pages/DeliveryCreatePage'),
  'delivery.concept.edit': () => import('@/features/deliveries/pages/ConceptDeliveryEditPage'),
  'delivery.importGuide': () => import('@/features/deliveries/pages/DeliveryImportGuidePage'),
  'delivery.receipt': () => import('@/features/deliveries/pages/InboundOverviewPage'),
  'delivery.index': () => import('@/features/deliveries/pages/DeliveryOverviewPage'),
  'delivery.edit': () => import('@/features/deliveries/pages/DeliveryEditPage'),
  'returns.index': () => import('@/features/returns/pages/ReturnOverviewPage'),
  'stock.index': () => import('@/features/stock-reports/pages/StockOverviewPage'),
  'stock.flow': () => import('@/features/stock-reports/pages/StockFlowReportPage'),
  'stock.logFin': () => import('@/features/stock-reports/pages/StockMonthReportPage'),
  'stock.batchReport': () => import('@/features/stock-reports/pages/StockBatchReportPage'),
  'addressBook.index': () => import('@/features/address-book/pages/AddressBookPage'),
  'addressBookAddress.create': () => import('@/features/address-book/pages/AddressCreatePage'),
  'addressBookAddress.edit': () => import('@/features/address-book/pages/AddressEditPage'),
  'information.show': () => import('@/features/information/pages/InformationPage'),
  'information.procesAgreement.show': () => import('@/features/information/pages/DataProcessingAgreementPage'),
  settings: () => import('@/features/settings/pages/SettingsPage'),
  activity: () => import('@/features/activity/pages/ActivityPage'),
  'support.contact': () => import('@/features/support/pages/ContactPage'),
  '403': statusPage,
  notFound: statusPage,
}
