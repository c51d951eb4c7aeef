import type { SalesOrderTransition } from '../../api/change-sales-order-status'
import type { SalesOrderStatus } from '../overview/sales-order-filters'

// What the client may do with an order in each status (docs/architecture.md, Sales orders): edit
// and cancel it until the warehouse takes it, put a Complete order on hold and release it again.

export type SalesOrderAction = 'edit' | SalesOrderTransition

const allowed: Record<SalesOrderAction, readonly SalesOrderStatus[]> = {
  edit: ['Complete', 'OnHold', 'DataIssue'],
  hold: ['Complete'],
  release: ['OnHold'],
  cancel: ['Complete', 'OnHold', 'DataIssue'],
}

/** The actions an order in this status offers, in the order the page shows them. */
export const actionsFor = (status: SalesOrderStatus): SalesOrderAction[] =>
  (['edit', 'hold', 'release', 'cancel'] as const).filter((action) => allowed[action].includes(status))

/** Whether the order can still be edited. */
export const isEditable = (status: SalesOrderStatus): boolean => allowed.edit.includes(status)
