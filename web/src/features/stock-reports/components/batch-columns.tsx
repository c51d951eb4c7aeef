import { Badge, Group, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { CellText } from '@/components/list/CellText'
import { RowLink } from '@/components/list/RowLink'
import { routePath } from '@/config/paths'
import { formatDay, formatNumber, MISSING } from '@/lib/format'
import type { StockBatchRow } from '../api/batch-report'

/**
 * A lot's best-before date; one that has passed stands out in red with the words 'Past
 * best-before', so it is told by more than its colour.
 */
function bestBefore(row: StockBatchRow, t: TFunction) {
  if (!row.bestBeforeDate) return MISSING
  if (!row.expired) return formatDay(row.bestBeforeDate)
  return (
    <Group gap={6} wrap="nowrap">
      <Text span inherit c="red.9" fw={600}>
        {formatDay(row.bestBeforeDate)}
      </Text>
      <Badge color="red.9" style={{ minWidth: 'max-content' }}>
        {t('stockBatchReport.pastBestBefore')}
      </Badge>
    </Group>
  )
}

/**
 * The batch report's columns (spec point 3, 'Batch report'), titled by stockBatchReport.columns: the
 * product (a link to its page), its units and unit, the whole outer boxes they fill and what those
 * are, the batch status in words, the lot and its best-before date, marked when it has passed.
 */
export const batchColumns = (t: TFunction, clientId: number): DataTableColumn<StockBatchRow>[] => [
  {
    accessor: 'articleNumber',
    render: (row) => (
      <RowLink to={routePath('product.show', { clientId, productId: row.productId })}>
        <CellText kind="code">{row.articleNumber}</CellText>
      </RowLink>
    ),
  },
  { accessor: 'productName', render: (row) => <CellText kind="name">{row.productName}</CellText> },
  { accessor: 'amountSku', textAlign: 'right', render: (row) => formatNumber(row.amountSku) },
  { accessor: 'unitSku', render: (row) => t(`products.unit.${row.unitSku}`, row.unitSku) },
  {
    accessor: 'amountHu',
    textAlign: 'right',
    render: (row) => (row.amountHu === null ? MISSING : formatNumber(row.amountHu)),
  },
  { accessor: 'unitHu', render: (row) => (row.unitHu ? t(`products.unit.${row.unitHu}`, row.unitHu) : MISSING) },
  { accessor: 'status', render: (row) => t(`products.batchStatus.${row.status}`) },
  { accessor: 'lotNumber', render: (row) => <CellText kind="code">{row.lotNumber || MISSING}</CellText> },
  { accessor: 'bestBeforeDate', render: (row) => bestBefore(row, t) },
]
