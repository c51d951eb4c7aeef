import { Anchor } from '@mantine/core'
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { routePath } from '@/config/paths'
import { DataTable } from '@/components/DataTable'
import { toCamelCase } from '@/lib/api/case'
import type { ApiResult } from '@/lib/api/types'
import { formatNumber } from '@/lib/format'
import { ProductStatusBadge, StockAlertBadge } from './ProductBadges'
import { productSorts, type ProductOverviewFilters, type ProductSort } from './overview-filters'

export type ProductRow = ApiResult<'/api/clients/{clientId}/products', 'get'>['data'][number]

const stockFigures = ['totalStock', 'availableStock', 'onHoldStock', 'inTransitStock', 'inboundStock'] as const

interface ProductOverviewTableProps {
  clientId: number
  rows: ProductRow[]
  filters: ProductOverviewFilters
  onSort: (sort: Pick<ProductOverviewFilters, 'sort' | 'direction'>) => void
  fetching: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  filtered: boolean
  onResetFilters: () => void
}

/** The column's API sort, when the API can sort by it (column accessors are the sorts in camelCase). */
const sortOf = (accessor: string): ProductSort | undefined =>
  productSorts.find((sort) => toCamelCase(sort) === accessor)

/** The overview's rows; the article number links to the product page, and a row click opens it too. */
export function ProductOverviewTable({ clientId, rows, filters, onSort, ...list }: ProductOverviewTableProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const productPath = (row: ProductRow) => routePath('product.show', { clientId, productId: row.id })

  const columns = (
    [
      {
        accessor: 'articleNumber',
        render: (row) => (
          <Anchor component={Link} to={productPath(row)} onClick={(event) => event.stopPropagation()}>
            {row.articleNumber}
          </Anchor>
        ),
      },
      { accessor: 'name', noWrap: false, width: 220 },
      { accessor: 'ean' },
      { accessor: 'productType', render: (row) => t(`products.productType.${row.productType}`) },
      { accessor: 'unit', render: (row) => t(`products.unit.${row.unit}`) },
      { accessor: 'status', render: (row) => <ProductStatusBadge isActive={row.isActive} /> },
      ...stockFigures.map((figure): DataTableColumn<ProductRow> => ({
        accessor: figure,
        textAlign: 'right',
        render: (row) => formatNumber(row[figure]),
      })),
      { accessor: 'stockAlert', render: (row) => <StockAlertBadge alert={row.stockAlert} /> },
    ] satisfies DataTableColumn<ProductRow>[]
  ).map((column): DataTableColumn<ProductRow> => ({
    ...column,
    title: t(`products.fields.${column.accessor}`),
    sortable: sortOf(column.accessor) !== undefined,
  }))

  const sortStatus: DataTableSortStatus<ProductRow> = {
    columnAccessor: toCamelCase(filters.sort),
    direction: filters.direction,
  }

  return (
    <DataTable<ProductRow>
      aria-label={t('productOverview.tableLabel')}
      records={rows}
      columns={columns}
      sortStatus={sortStatus}
      onSortStatusChange={(status) =>
        onSort({ sort: sortOf(String(status.columnAccessor)) ?? filters.sort, direction: status.direction })
      }
      onRowClick={({ record }) => navigate(productPath(record))}
      noRecordsText={t(list.filtered ? 'productOverview.noMatches' : 'productOverview.noProducts')}
      // Only the name wraps; the table scrolls sideways with the article number kept in view.
      defaultColumnProps={{ noWrap: true }}
      pinFirstColumn
      highlightOnHover
      striped
      withTableBorder
      {...list}
    />
  )
}
