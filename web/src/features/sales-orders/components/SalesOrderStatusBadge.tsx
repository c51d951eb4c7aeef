import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SalesOrderStatus } from './overview/sales-order-filters'

// Dark shades: white badge text needs a contrast of 4.5 (WCAG AA), which lighter shades miss.
const colours: Record<SalesOrderStatus, string> = {
  DataIssue: 'red.9',
  OnHold: 'grape.9',
  Complete: 'teal.9',
  Assigned: 'blue.9',
  Shipped: 'cyan.9',
  Cancelled: 'gray.7',
}

/** An order's status as its label ('Ready to import', 'In progress', ...). */
export function SalesOrderStatusBadge({ status }: { status: SalesOrderStatus }) {
  const { t } = useTranslation()
  return (
    // A badge's label may shrink to an ellipsis; in a table cell it keeps its width.
    <Badge
      color={colours[status]}
      variant={status === 'Cancelled' ? 'outline' : 'filled'}
      style={{ minWidth: 'max-content' }}
    >
      {t(`salesOrderOverview.status.${status}`)}
    </Badge>
  )
}
