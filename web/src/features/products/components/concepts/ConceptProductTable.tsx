import { Button } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { routePath } from '@/config/paths'
import { DataTable } from '@/components/DataTable'
import { formatDateTime, formatNumber } from '@/lib/format'
import type { ConceptProductRow } from '../../api/list-concept-products'
import { PRODUCT_TYPES } from '../form/product-fields'
import { ConceptErrorList, ConceptFlagCell } from './ConceptFlag'

interface ConceptProductTableProps {
  clientId: number
  rows: ConceptProductRow[]
  /** Selection and Edit only for levels that may change products. */
  canWrite: boolean
  selectedIds: number[]
  onSelectedIdsChange: (ids: number[]) => void
  /** Rows whose errors show under them. */
  expandedIds: number[]
  onExpandedIdsChange: (ids: number[]) => void
  fetching: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  filtered: boolean
  onResetFilters: () => void
}

const isKnownType = (code: string): boolean => (PRODUCT_TYPES as readonly string[]).includes(code)

/** The concept product list rows of spec point 3, with their flag and, on request, their errors. */
export function ConceptProductTable({
  clientId,
  rows,
  canWrite,
  selectedIds,
  onSelectedIdsChange,
  expandedIds,
  onExpandedIdsChange,
  ...list
}: ConceptProductTableProps) {
  const { t } = useTranslation()
  const toggle = (id: number) =>
    onExpandedIdsChange(expandedIds.includes(id) ? expandedIds.filter((other) => other !== id) : [...expandedIds, id])

  const columns: DataTableColumn<ConceptProductRow>[] = [
    {
      accessor: 'hasErrors',
      title: t('conceptProducts.list.flagFilter'),
      width: 130,
      render: (row) => (
        <ConceptFlagCell row={row} expanded={expandedIds.includes(row.id)} onToggle={() => toggle(row.id)} />
      ),
    },
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
  if (canWrite) {
    columns.push({
      accessor: 'actions',
      title: t('common.labels.actions'),
      render: (row) => (
        <Button
          component={Link}
          to={routePath('product.edit', { clientId, productId: row.id })}
          variant="light"
          size="compact-sm"
          aria-label={t('conceptProducts.list.editRow', { articleNumber: row.articleNumber })}
        >
          {t('common.buttons.edit')}
        </Button>
      ),
    })
  }

  const selection = canWrite
    ? {
        selectedRecords: rows.filter((row) => selectedIds.includes(row.id)),
        onSelectedRecordsChange: (records: ConceptProductRow[]) => onSelectedIdsChange(records.map((row) => row.id)),
        allRecordsSelectionCheckboxProps: { 'aria-label': t('conceptProducts.list.selectAll') },
        getRecordSelectionCheckboxProps: (row: ConceptProductRow) => ({
          'aria-label': t('conceptProducts.list.selectRow', { articleNumber: row.articleNumber }),
        }),
      }
    : {}

  return (
    <DataTable<ConceptProductRow>
      aria-label={t('conceptProducts.list.tableLabel')}
      records={rows}
      columns={columns}
      {...selection}
      rowExpansion={{
        trigger: 'never',
        allowMultiple: true,
        expanded: {
          recordIds: expandedIds,
          onRecordIdsChange: (ids: unknown[]) => onExpandedIdsChange(ids as number[]),
        },
        content: ({ record }) => <ConceptErrorList row={record} />,
      }}
      noRecordsText={t(list.filtered ? 'conceptProducts.list.noMatches' : 'conceptProducts.list.noConcepts')}
      highlightOnHover
      striped
      withTableBorder
      {...list}
    />
  )
}
