import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { CellText } from '@/components/list/CellText'
import { RowLink } from '@/components/list/RowLink'
import { routePath } from '@/config/paths'
import { formatChange, formatDateTime, formatDay, formatNumber, MISSING } from '@/lib/format'
import type { StockFlowRow } from '../api/flow-report'

/** Where a laptop's width (1280 px) leaves room for every column. */
const WIDE = '(min-width: 100em)'

/**
 * The flow report's columns (spec point 3, 'Flow report'), titled by stockFlowReport.columns: the
 * movement's day and type, its order number or reference, the product (a link to its page), the lot
 * and status, the quantity signed (+ in, − out) and the product's stock after it, and when it was
 * booked. Narrower than a wide screen the lot and the booking time make way.
 */
export const flowColumns = (t: TFunction, clientId: number): DataTableColumn<StockFlowRow>[] => [
  { accessor: 'date', render: (row) => formatDay(row.date) },
  { accessor: 'type', render: (row) => t(`products.movementType.${row.type}`) },
  { accessor: 'orderNumber', render: (row) => <CellText kind="code">{row.orderNumber || MISSING}</CellText> },
  {
    accessor: 'articleNumber',
    render: (row) => (
      <RowLink to={routePath('product.show', { clientId, productId: row.productId })}>
        <CellText kind="code">{row.articleNumber}</CellText>
      </RowLink>
    ),
  },
  { accessor: 'productName', render: (row) => <CellText kind="name">{row.productName}</CellText> },
  {
    accessor: 'lotNumber',
    visibleMediaQuery: WIDE,
    render: (row) => <CellText kind="code">{row.lotNumber || MISSING}</CellText>,
  },
  { accessor: 'batchStatus', render: (row) => t(`products.batchStatus.${row.batchStatus}`) },
  { accessor: 'quantity', textAlign: 'right', render: (row) => formatChange(row.quantity) },
  { accessor: 'inventoryChange', textAlign: 'right', render: (row) => formatNumber(row.inventoryChange) },
  { accessor: 'createdAt', visibleMediaQuery: WIDE, render: (row) => formatDateTime(row.createdAt) },
]
