import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { routePath } from '@/config/paths'
import type { OverviewTableProps } from '@/components/list/OverviewScreen'
import { CellText } from '@/components/list/CellText'
import { RowLink } from '@/components/list/RowLink'
import { SortableOverviewTable } from '@/components/list/SortableOverviewTable'
import { formatDay, MISSING } from '@/lib/format'
import type { SalesOrderRow } from '../../api/list-sales-orders'
import { SalesOrderStatusBadge } from '../SalesOrderStatusBadge'
import { defaultDirection, salesOrderSorts, type SalesOrderOverviewFilters } from './sales-order-filters'

/** The overview's rows; the order number links to the order page, and a row click opens it too. */
export function SalesOrderOverviewTable(props: OverviewTableProps<SalesOrderOverviewFilters, SalesOrderRow>) {
  const { t } = useTranslation()
  const orderPath = (row: SalesOrderRow) =>
    routePath('salesOrder.show', { clientId: props.clientId, salesOrderId: row.id })

  const columns: DataTableColumn<SalesOrderRow>[] = [
    {
      accessor: 'orderNumber',
      render: (row) => (
        <RowLink to={orderPath(row)}>
          <CellText kind="code">{row.orderNumber}</CellText>
        </RowLink>
      ),
    },
    { accessor: 'orderDate', render: (row) => (row.orderDate ? formatDay(row.orderDate) : MISSING) },
    { accessor: 'reference', render: (row) => <CellText kind="code">{row.reference || MISSING}</CellText> },
    { accessor: 'customerName', render: (row) => <CellText kind="name">{row.customerName}</CellText> },
    { accessor: 'country' },
    { accessor: 'status', render: (row) => <SalesOrderStatusBadge status={row.status} /> },
    { accessor: 'tracking', render: (row) => <CellText kind="code">{row.tracking || MISSING}</CellText> },
  ]

  return (
    <SortableOverviewTable<SalesOrderRow, SalesOrderOverviewFilters['sort']>
      {...props}
      label={t('salesOrderOverview.tableLabel')}
      columns={columns}
      titleOf={(accessor) => t(`salesOrderOverview.columns.${accessor}`)}
      sorts={salesOrderSorts}
      // Another column starts in its own direction (dates newest first, names A to Z); the same one turns round.
      defaultDirection={defaultDirection}
      rowPath={orderPath}
      texts={{ noMatches: t('salesOrderOverview.noMatches'), noRecords: t('salesOrderOverview.noOrders') }}
    />
  )
}
