import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import type { ConceptListProps } from '@/components/concepts/ConceptListScreen'
import { ConceptTable } from '@/components/concepts/ConceptTable'
import { createdAtColumn } from '@/components/concepts/concept-columns'
import { routePath } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import type { ConceptProductRow } from '../../api/concept-products'
import { describeProductErrors } from '../form/field-errors'
import { PRODUCT_TYPES } from '../form/product-fields'
import { CellText } from '@/components/list/CellText'

type ConceptProductTableProps = ConceptListProps<ConceptProductRow> & { clientId: number }

const isKnownType = (code: string): boolean => (PRODUCT_TYPES as readonly string[]).includes(code)

/** The concept product list of spec point 3: the shared concept list with the product's columns. */
export function ConceptProductTable({ clientId, ...list }: ConceptProductTableProps) {
  const { t } = useTranslation()

  const columns: DataTableColumn<ConceptProductRow>[] = [
    {
      accessor: 'articleNumber',
      title: t('products.fields.articleNumber'),
      render: (row) => <CellText kind="code">{row.articleNumber}</CellText>,
    },
    {
      accessor: 'name',
      title: t('products.fields.name'),
      render: (row) => <CellText kind="name">{row.name}</CellText>,
    },
    {
      accessor: 'productTypeCode',
      title: t('products.fields.productType'),
      render: (row) =>
        isKnownType(row.productTypeCode) ? t(`products.productType.${row.productTypeCode}`) : row.productTypeCode,
    },
    {
      accessor: 'stock',
      title: t('conceptProducts.list.stock'),
      textAlign: 'right',
      render: (row) => formatNumber(row.stock),
    },
    {
      accessor: 'originalSource',
      title: t('products.fields.originalSource'),
      // Where a concept came from matters less than what it holds: only on a screen wide enough for all columns.
      visibleMediaQuery: '(min-width: 100em)',
      render: (row) => t(`products.source.${row.originalSource}`),
    },
    {
      accessor: 'clientName',
      title: t('conceptProducts.list.account'),
      // The current account's name on every row: only on a screen wide enough for all columns.
      visibleMediaQuery: '(min-width: 100em)',
      render: (row) => <CellText kind="name">{row.clientName}</CellText>,
    },
    createdAtColumn(t('products.fields.createdAt')),
  ]
  return (
    <ConceptTable<ConceptProductRow>
      texts="conceptProducts"
      columns={columns}
      rowName={(row) => row.articleNumber}
      edit={{
        to: (row) => routePath('product.edit', { clientId, conceptProductId: row.id }),
        label: (row) => t('conceptProducts.list.editRow', { articleNumber: row.articleNumber }),
      }}
      rowErrors={(row) => describeProductErrors(t, row.errors)}
      {...list}
    />
  )
}
