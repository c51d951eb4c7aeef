import type { Level } from './auth-store'

// The permission matrix of docs/permissions.md as the UI mirrors it (the API enforces it): what a level
// may see or change decides which menu entries it gets.

export type Capability =
  | 'users.manage'
  | 'orders.read'
  | 'orders.write'
  | 'products.read'
  | 'products.write'
  | 'deliveries.read'
  | 'deliveries.write'
  | 'stock.read'
  | 'apikeys.manage'
  | 'accounts.manage'
  | 'activity.read'

const fullAccess: readonly Level[] = ['Administrator', 'Provider', 'Default']

const matrix: Record<Capability, readonly Level[]> = {
  'users.manage': fullAccess,
  'orders.read': [...fullAccess, 'Exit'],
  'orders.write': fullAccess,
  'products.read': [...fullAccess, 'Supplier', 'Exit'],
  'products.write': fullAccess,
  'deliveries.read': [...fullAccess, 'Supplier', 'Exit'],
  'deliveries.write': [...fullAccess, 'Supplier'],
  'stock.read': [...fullAccess, 'Exit'],
  'apikeys.manage': fullAccess,
  'accounts.manage': ['Administrator'],
  'activity.read': ['Administrator', 'Provider'],
}

export const can = (level: Level, capability: Capability): boolean => matrix[capability].includes(level)
