import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { routePath } from '@/config/paths'
import type { OverviewTableProps } from '@/components/list/OverviewScreen'
import { CellText } from '@/components/list/CellText'
import { RowLink } from '@/components/list/RowLink'
import { SortableOverviewTable } from '@/components/list/SortableOverviewTable'
import type { ApiResult } from '@/lib/api/types'
import { formatNumber } from '@/lib/format'
import { ProductStatusBadge, StockAlertBadge } from '@/components/products/ProductBadges'
import { productSorts, type ProductOverviewFilters } from '@/components/products/product-filters'

export type ProductRow = ApiResult<'/api/clients/{clientId}/products', 'get'>['data'][number]

const stockFigures = ['totalStock', 'availableStock', 'onHoldStock', 'inTransitStock', 'inboundStock'] as const

/**
 * Wide enough for every column. Narrower (a laptop's 1280 px), the stock figures and the alert people
 * come for stay in view, and the EAN, type, unit and status, which the product page shows (and the
 * status filter narrows by), make way.
 */
const WIDE_SCREEN = '(min-width: 100em)'

/** The overview's rows; the article number links to the product page, and a row click opens it too. */
export function ProductOverviewTable(props: OverviewTableProps<ProductOverviewFilters, ProductRow>) {
  const { t } = useTranslation()
  const productPath = (row: ProductRow) => routePath('product.show', { clientId: props.clientId, productId: row.id })

  // Only the name wraps, on at most two lines.
  const columns: DataTableColumn<ProductRow>[] = [
    {
      accessor: 'articleNumber',
      render: (row) => (
        <RowLink to={productPath(row)}>
          <CellText kind="code">{row.articleNumber}</CellText>
        </RowLink>
      ),
    },
    { accessor: 'name', render: (row) => <CellText kind="name">{row.name}</CellText> },
    { accessor: 'ean', visibleMediaQuery: WIDE_SCREEN },
    {
      accessor: 'productType',
      visibleMediaQuery: WIDE_SCREEN,
      render: (row) => t(`products.productType.${row.productType}`),
    },
    { accessor: 'unit', visibleMediaQuery: WIDE_SCREEN, render: (row) => t(`products.unit.${row.unit}`) },
    {
      accessor: 'status',
      visibleMediaQuery: WIDE_SCREEN,
      render: (row) => <ProductStatusBadge isActive={row.isActive} />,
    },
    ...stockFigures.map((figure): DataTableColumn<ProductRow> => ({
      accessor: figure,
      textAlign: 'right',
      render: (row) => formatNumber(row[figure]),
    })),
    { accessor: 'stockAlert', render: (row) => <StockAlertBadge alert={row.stockAlert} /> },
  ]

  return (
    <SortableOverviewTable<ProductRow, ProductOverviewFilters['sort']>
      {...props}
      label={t('productOverview.tableLabel')}
      columns={columns}
      titleOf={(accessor) => t(`products.fields.${accessor}`)}
      sorts={productSorts}
      rowPath={productPath}
      texts={{ noMatches: t('productOverview.noMatches'), noRecords: t('productOverview.noProducts') }}
    />
  )
}
