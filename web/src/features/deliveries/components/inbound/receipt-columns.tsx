import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { CellText } from '@/components/list/CellText'
import { formatDay, formatNumber, MISSING } from '@/lib/format'
import type { ReceiptRow } from '../../api/list-receipts'

const day = (value: string) => (value ? formatDay(value) : MISSING)

/**
 * The inbound overview's columns (spec point 2), titled by inboundOverview.columns. Narrower than a
 * wide screen (a laptop's 1280 px) the stock status makes way for the quantities and unit people come
 * for; the product page shows each lot's status.
 */
export const receiptColumns = (t: TFunction): DataTableColumn<ReceiptRow>[] => [
  { accessor: 'reference', render: (row) => <CellText kind="code">{row.reference}</CellText> },
  { accessor: 'receiptDate', render: (row) => day(row.receiptDate) },
  { accessor: 'productCode', render: (row) => <CellText kind="code">{row.productCode}</CellText> },
  { accessor: 'productName', render: (row) => <CellText kind="name">{row.productName}</CellText> },
  {
    accessor: 'stockStatus',
    visibleMediaQuery: '(min-width: 100em)',
    render: (row) => t(`products.batchStatus.${row.stockStatus}`),
  },
  { accessor: 'lotNumber', render: (row) => <CellText kind="code">{row.lotNumber || MISSING}</CellText> },
  { accessor: 'bestBeforeDate', render: (row) => day(row.bestBeforeDate) },
  { accessor: 'announcedQuantity', textAlign: 'right', render: (row) => formatNumber(row.announcedQuantity) },
  { accessor: 'receivedQuantity', textAlign: 'right', render: (row) => formatNumber(row.receivedQuantity) },
  {
    accessor: 'tradeUnit',
    render: (row) => (row.tradeUnit ? t(`products.unit.${row.tradeUnit}`, row.tradeUnit) : MISSING),
  },
]
