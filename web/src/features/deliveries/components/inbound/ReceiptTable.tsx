import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/DataTable'
import { formatDay, formatNumber, MISSING } from '@/lib/format'
import type { ReceiptRow } from '../../api/list-receipts'

interface ReceiptTableProps {
  rows: ReceiptRow[]
  fetching: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  filtered: boolean
  onResetFilters: () => void
}

/** The inbound overview's receipt rows with the spec's columns (point 2). */
export function ReceiptTable({ rows, ...list }: ReceiptTableProps) {
  const { t } = useTranslation()
  const day = (value: string) => (value ? formatDay(value) : MISSING)
  const columns = (
    [
      { accessor: 'reference', noWrap: false },
      { accessor: 'receiptDate', render: (row) => day(row.receiptDate) },
      { accessor: 'productCode' },
      { accessor: 'productName', noWrap: false },
      { accessor: 'stockStatus', render: (row) => t(`products.batchStatus.${row.stockStatus}`) },
      { accessor: 'lotNumber', render: (row) => row.lotNumber || MISSING },
      { accessor: 'bestBeforeDate', render: (row) => day(row.bestBeforeDate) },
      { accessor: 'announcedQuantity', textAlign: 'right', render: (row) => formatNumber(row.announcedQuantity) },
      { accessor: 'receivedQuantity', textAlign: 'right', render: (row) => formatNumber(row.receivedQuantity) },
      {
        accessor: 'tradeUnit',
        render: (row) => (row.tradeUnit ? t(`products.unit.${row.tradeUnit}`, row.tradeUnit) : MISSING),
      },
    ] satisfies DataTableColumn<ReceiptRow>[]
  ).map((column): DataTableColumn<ReceiptRow> => ({
    ...column,
    title: t(`inboundOverview.columns.${column.accessor}`),
  }))
  return (
    <DataTable<ReceiptRow>
      aria-label={t('inboundOverview.tableLabel')}
      records={rows}
      columns={columns}
      noRecordsText={t(list.filtered ? 'inboundOverview.noMatches' : 'inboundOverview.noReceipts')}
      defaultColumnProps={{ noWrap: true }}
      striped
      withTableBorder
      wide
      {...list}
    />
  )
}
