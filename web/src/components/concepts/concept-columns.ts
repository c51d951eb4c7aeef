import type { DataTableColumn } from 'mantine-datatable'
import { formatDateTime, formatNumber } from '@/lib/format'

// Columns that several concept lists show alike; an area's table lists them among its own.

/** How many lines a header-plus-lines concept (an order, a delivery) has. */
export const lineCountColumn = <R extends { lineCount: number }>(title: string): DataTableColumn<R> => ({
  accessor: 'lineCount',
  title,
  textAlign: 'right',
  render: (row) => formatNumber(row.lineCount),
})

/** When the concept was made. */
export const createdAtColumn = <R extends { createdAt: string }>(title: string): DataTableColumn<R> => ({
  accessor: 'createdAt',
  title,
  render: (row) => formatDateTime(row.createdAt),
})
