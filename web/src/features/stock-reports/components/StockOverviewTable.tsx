import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import type { OverviewTableProps } from '@/components/list/OverviewScreen'
import { CellText } from '@/components/list/CellText'
import { RowLink } from '@/components/list/RowLink'
import { SortableOverviewTable } from '@/components/list/SortableOverviewTable'
import { StockAlertBadge } from '@/components/products/ProductBadges'
import { productSorts } from '@/components/products/product-filters'
import { routePath } from '@/config/paths'
import { formatNumber, MISSING } from '@/lib/format'
import type { StockOverviewRow } from '../api/stock-overview'
import type { StockOverviewFilters } from './stock-overview-filters'

/** A figure, or '—' where the day has none (a past day's available, in transit and inbound stock). */
const figure = (value: number | null): string => (value === null ? MISSING : formatNumber(value))

/**
 * Wide enough for every column. Narrower (a laptop's 1280 px), the stock, usage and days left that
 * people reorder by stay in view, and what is on its way (in transit, inbound) makes way.
 */
const WIDE_SCREEN = '(min-width: 100em)'

/** A figure column: its accessor (a sort's name where it sorts), its value, and whether only a wide screen shows it. */
interface Figure {
  accessor: string
  value: (row: StockOverviewRow) => number | null
  wide?: true
}

/** The figures after the name and the stock status, each right-aligned. */
const figures: Figure[] = [
  { accessor: 'totalStock', value: (row) => row.currentStock },
  { accessor: 'stockMinimum', value: (row) => row.stockMinimum },
  { accessor: 'availableStock', value: (row) => row.availableStock },
  { accessor: 'onHoldStock', value: (row) => row.onHoldStock },
  { accessor: 'inTransitStock', value: (row) => row.inTransitStock, wide: true },
  { accessor: 'inboundStock', value: (row) => row.inboundStock, wide: true },
  { accessor: 'usageLastMonth', value: (row) => row.usageLastMonth },
  { accessor: 'usageLastQuarter', value: (row) => row.usageLastQuarter },
  { accessor: 'usageLastYear', value: (row) => row.usageLastYear },
  { accessor: 'usageThisYear', value: (row) => row.usageThisYear },
]

/**
 * The stock overview's rows: a product's stock, status, other figures, usage per period and days of
 * stock left; the article number links to the product page, and a row click opens it too.
 */
export function StockOverviewTable(props: OverviewTableProps<StockOverviewFilters, StockOverviewRow>) {
  const { t } = useTranslation()
  const productPath = (row: StockOverviewRow) =>
    routePath('product.show', { clientId: props.clientId, productId: row.productId })
  const figureColumn = ({ accessor, value, wide }: Figure): DataTableColumn<StockOverviewRow> => ({
    accessor,
    textAlign: 'right',
    visibleMediaQuery: wide && WIDE_SCREEN,
    render: (row) => figure(value(row)),
  })
  // Days of stock left comes right after the stock and its minimum, what a reorder is decided on.
  const columns: DataTableColumn<StockOverviewRow>[] = [
    {
      accessor: 'articleNumber',
      render: (row) => (
        <RowLink to={productPath(row)}>
          <CellText kind="code">{row.articleNumber}</CellText>
        </RowLink>
      ),
    },
    { accessor: 'name', render: (row) => <CellText kind="name">{row.productName}</CellText> },
    { accessor: 'stockStatus', render: (row) => <StockAlertBadge alert={row.stockStatus} /> },
    ...figures.slice(0, 2).map(figureColumn),
    {
      accessor: 'daysOfStockLeft',
      textAlign: 'right',
      render: (row) => (row.daysOfStockLeft === null ? t('stockOverview.noUsage') : formatNumber(row.daysOfStockLeft)),
    },
    ...figures.slice(2).map(figureColumn),
  ]
  // A past day's figures have no sort of their own: its list sorts by the article number or the name.
  const sorts = props.filters.date === null ? productSorts : productSorts.filter((sort) => !sort.endsWith('_stock'))
  return (
    <SortableOverviewTable<StockOverviewRow, StockOverviewFilters['sort']>
      {...props}
      label={t('stockOverview.tableLabel')}
      columns={columns}
      titleOf={(accessor) => t(`stockOverview.columns.${accessor}`)}
      sorts={sorts}
      rowPath={productPath}
      texts={{ noMatches: t('stockOverview.noMatches'), noRecords: t('stockOverview.noProducts') }}
    />
  )
}
