import { useTranslation } from 'react-i18next'
import { StatusBadge } from '@/components/StatusBadge'
import type { SalesOrderStatus } from './overview/sales-order-filters'

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
    <StatusBadge color={colours[status]} outline={status === 'Cancelled'}>
      {t(`salesOrderOverview.status.${status}`)}
    </StatusBadge>
  )
}
