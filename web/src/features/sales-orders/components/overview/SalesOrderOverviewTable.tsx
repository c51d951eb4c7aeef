import { Anchor } from '@mantine/core'
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { routePath } from '@/config/paths'
import { DataTable } from '@/components/DataTable'
import { toCamelCase } from '@/lib/api/case'
import { formatDay, MISSING } from '@/lib/format'
import type { SalesOrderRow } from '../../api/list-sales-orders'
import { SalesOrderStatusBadge } from '../SalesOrderStatusBadge'
import {
  defaultDirection,
  salesOrderSorts,
  type SalesOrderOverviewFilters,
  type SalesOrderSort,
} from './sales-order-filters'

interface SalesOrderOverviewTableProps {
  clientId: number
  rows: SalesOrderRow[]
  filters: SalesOrderOverviewFilters
  onSort: (sort: Pick<SalesOrderOverviewFilters, 'sort' | 'direction'>) => void
  fetching: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  filtered: boolean
  onResetFilters: () => void
}

/** The column's API sort, when the API can sort by it (column accessors are the sorts in camelCase). */
const sortOf = (accessor: string): SalesOrderSort | undefined =>
  salesOrderSorts.find((sort) => toCamelCase(sort) === accessor)

/** The overview's rows; the order number links to the order page, and a row click opens it too. */
export function SalesOrderOverviewTable({ clientId, rows, filters, onSort, ...list }: SalesOrderOverviewTableProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const orderPath = (row: SalesOrderRow) => routePath('salesOrder.show', { clientId, salesOrderId: row.id })

  const columns = (
    [
      {
        accessor: 'orderNumber',
        render: (row) => (
          <Anchor component={Link} to={orderPath(row)} onClick={(event) => event.stopPropagation()}>
            {row.orderNumber}
          </Anchor>
        ),
      },
      { accessor: 'orderDate', render: (row) => (row.orderDate ? formatDay(row.orderDate) : MISSING) },
      { accessor: 'reference', noWrap: false, width: 150, render: (row) => row.reference || MISSING },
      { accessor: 'customerName', noWrap: false, width: 160 },
      { accessor: 'country' },
      { accessor: 'status', render: (row) => <SalesOrderStatusBadge status={row.status} /> },
      { accessor: 'tracking', render: (row) => row.tracking || MISSING },
    ] satisfies DataTableColumn<SalesOrderRow>[]
  ).map((column): DataTableColumn<SalesOrderRow> => ({
    ...column,
    title: t(`salesOrderOverview.columns.${column.accessor}`),
    sortable: sortOf(column.accessor) !== undefined,
  }))

  const sortStatus: DataTableSortStatus<SalesOrderRow> = {
    columnAccessor: toCamelCase(filters.sort),
    direction: filters.direction,
  }

  return (
    <DataTable<SalesOrderRow>
      aria-label={t('salesOrderOverview.tableLabel')}
      records={rows}
      columns={columns}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => {
        const sort = sortOf(String(status.columnAccessor)) ?? filters.sort
        // Another column starts in its own direction (dates newest first, names A to Z); the same one turns round.
        onSort({ sort, direction: sort === filters.sort ? status.direction : defaultDirection(sort) })
      }}
      onRowClick={({ record }) => navigate(orderPath(record))}
      noRecordsText={t(list.filtered ? 'salesOrderOverview.noMatches' : 'salesOrderOverview.noOrders')}
      defaultColumnProps={{ noWrap: true }}
      pinFirstColumn
      highlightOnHover
      striped
      withTableBorder
      {...list}
    />
  )
}
