import { Button } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConceptTable } from '@/components/concepts/ConceptTable'
import { routePath } from '@/config/paths'
import { formatDateTime, formatNumber } from '@/lib/format'
import type { ConceptProductRow } from '../../api/concept-products'
import { describeProductErrors } from '../form/field-errors'
import { PRODUCT_TYPES } from '../form/product-fields'

type ConceptProductTableProps = Omit<
  ComponentProps<typeof ConceptTable<ConceptProductRow>>,
  'texts' | 'columns' | 'rowName' | 'rowErrors'
> & { clientId: number }

const isKnownType = (code: string): boolean => (PRODUCT_TYPES as readonly string[]).includes(code)

/** The concept product list of spec point 3: the shared concept list with the product's columns. */
export function ConceptProductTable({ clientId, ...list }: ConceptProductTableProps) {
  const { t } = useTranslation()

  const columns: DataTableColumn<ConceptProductRow>[] = [
    { accessor: 'articleNumber', title: t('products.fields.articleNumber'), noWrap: true },
    { accessor: 'name', title: t('products.fields.name') },
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
      render: (row) => t(`products.source.${row.originalSource}`),
    },
    { accessor: 'clientName', title: t('conceptProducts.list.account') },
    { accessor: 'createdAt', title: t('products.fields.createdAt'), render: (row) => formatDateTime(row.createdAt) },
  ]
  if (list.canWrite) {
    columns.push({
      accessor: 'actions',
      title: t('common.labels.actions'),
      render: (row) => (
        <Button
          component={Link}
          to={routePath('product.edit', { clientId, conceptProductId: row.id })}
          variant="light"
          size="compact-sm"
          aria-label={t('conceptProducts.list.editRow', { articleNumber: row.articleNumber })}
        >
          {t('common.buttons.edit')}
        </Button>
      ),
    })
  }

  return (
    <ConceptTable<ConceptProductRow>
      texts="conceptProducts"
      columns={columns}
      rowName={(row) => row.articleNumber}
      rowErrors={(row) => describeProductErrors(t, row.errors)}
      {...list}
    />
  )
}
