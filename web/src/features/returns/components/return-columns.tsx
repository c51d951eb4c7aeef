import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { routePath } from '@/config/paths'
import { CellText } from '@/components/list/CellText'
import { RowLink } from '@/components/list/RowLink'
import { formatDay, formatNumber, MISSING } from '@/lib/format'
import type { ReturnRow } from '../api/list-returns'

const day = (value: string) => (value ? formatDay(value) : MISSING)

/** The order a row came back from: a link to the order's page when the account has that order. */
function orderNumber(row: ReturnRow, clientId: number) {
  if (!row.orderNumber) return MISSING
  const number = <CellText kind="code">{row.orderNumber}</CellText>
  if (row.salesOrderId === null) return number
  return <RowLink to={routePath('salesOrder.show', { clientId, salesOrderId: row.salesOrderId })}>{number}</RowLink>
}

/** Where a laptop's width (1280 px) leaves room for every column. */
const WIDE = '(min-width: 100em)'

/**
 * The return overview's columns (spec point 2), titled by returnOverview.columns: the stock status
 * in the screen's words, the order number a link to its order. Narrower than a wide screen the lot's
 * number and best-before date make way for what came back and why; the product page lists each lot
 * with its best-before date.
 */
export const returnColumns = (t: TFunction, clientId: number): DataTableColumn<ReturnRow>[] => [
  { accessor: 'receiptDate', render: (row) => day(row.receiptDate) },
  { accessor: 'productCode', render: (row) => <CellText kind="code">{row.productCode}</CellText> },
  { accessor: 'productName', render: (row) => <CellText kind="name">{row.productName}</CellText> },
  { accessor: 'stockStatus', render: (row) => t(`products.batchStatus.${row.stockStatus}`) },
  {
    accessor: 'batchNumber',
    visibleMediaQuery: WIDE,
    render: (row) => <CellText kind="code">{row.batchNumber || MISSING}</CellText>,
  },
  { accessor: 'bestBeforeDate', visibleMediaQuery: WIDE, render: (row) => day(row.bestBeforeDate) },
  { accessor: 'receivedQuantity', textAlign: 'right', render: (row) => formatNumber(row.receivedQuantity) },
  { accessor: 'unit', render: (row) => (row.unit ? t(`products.unit.${row.unit}`, row.unit) : MISSING) },
  { accessor: 'orderNumber', render: (row) => orderNumber(row, clientId) },
  { accessor: 'reasonOfReturn', render: (row) => <CellText kind="name">{row.reasonOfReturn}</CellText> },
]
