import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { CellText } from '@/components/list/CellText'
import { RowLink } from '@/components/list/RowLink'
import { routePath } from '@/config/paths'
import { formatChange, formatNumber, MISSING } from '@/lib/format'
import type { StockMonthRow, StockMonthTotal } from '../api/month-report'

type Figures = Omit<StockMonthTotal, 'revenueCode'>

const figure = <R extends Figures>(accessor: keyof Figures, format = formatNumber): DataTableColumn<R> => ({
  accessor,
  textAlign: 'right',
  render: (row) => format(row[accessor]),
})

/**
 * The month's figures of a product or a revenue code, in the spec's order: the stock when the month
 * began, what went out and came in, the correction signed (+ found, − missing) and the stock when the
 * next month began.
 */
const figureColumns = <R extends Figures>(): DataTableColumn<R>[] => [
  figure('initialStockMonth'),
  figure('salesOrdersDelivered'),
  figure('receivedAndReturns'),
  figure('correction', formatChange),
  figure('initialStockNextMonth'),
]

/** A product's row (titled by stockMonthReport.columns): its number a link to its page, then its figures. */
export const monthRowColumns = (clientId: number): DataTableColumn<StockMonthRow>[] => [
  {
    accessor: 'articleNumber',
    render: (row) => (
      <RowLink to={routePath('product.show', { clientId, productId: row.productId })}>
        <CellText kind="code">{row.articleNumber}</CellText>
      </RowLink>
    ),
  },
  { accessor: 'productName', render: (row) => <CellText kind="name">{row.productName}</CellText> },
  ...figureColumns<StockMonthRow>(),
  {
    accessor: 'revenueCode',
    render: (row) => (row.revenueCode ? <CellText kind="code">{row.revenueCode}</CellText> : MISSING),
  },
]

/** A revenue code's total: the code (or that its products have none), then the sums of their figures. */
export const monthTotalColumns = (t: TFunction): DataTableColumn<StockMonthTotal>[] => [
  {
    accessor: 'revenueCode',
    render: (total) =>
      total.revenueCode ? <CellText kind="code">{total.revenueCode}</CellText> : t('stockMonthReport.noRevenueCode'),
  },
  ...figureColumns<StockMonthTotal>(),
]
