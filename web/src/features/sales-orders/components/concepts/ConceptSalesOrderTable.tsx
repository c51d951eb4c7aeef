import { Button } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConceptTable } from '@/components/concepts/ConceptTable'
import { routePath } from '@/config/paths'
import { formatDateTime, formatDay, formatNumber } from '@/lib/format'
import type { ConceptSalesOrderRow } from '../../api/concept-sales-orders'
import { describeSalesOrderErrors } from '../sales-order-errors'

type ConceptSalesOrderTableProps = Omit<
  ComponentProps<typeof ConceptTable<ConceptSalesOrderRow>>,
  'texts' | 'columns' | 'rowName' | 'rowErrors'
>

/** The concept order list: the shared concept list with an order's columns. */
export function ConceptSalesOrderTable(list: ConceptSalesOrderTableProps) {
  const { t } = useTranslation()

  const columns: DataTableColumn<ConceptSalesOrderRow>[] = [
    { accessor: 'orderNumber', title: t('salesOrderForm.fields.orderNumber'), noWrap: true },
    {
      accessor: 'orderDate',
      title: t('salesOrderForm.fields.orderDate'),
      noWrap: true,
      render: (row) => formatDay(row.orderDate),
    },
    { accessor: 'reference', title: t('salesOrderForm.fields.reference') },
    { accessor: 'customerName', title: t('conceptSalesOrders.list.customerName') },
    { accessor: 'country', title: t('addresses.fields.country') },
    {
      accessor: 'lineCount',
      title: t('conceptSalesOrders.list.lineCount'),
      textAlign: 'right',
      render: (row) => formatNumber(row.lineCount),
    },
    {
      accessor: 'createdAt',
      title: t('conceptSalesOrders.list.createdAt'),
      render: (row) => formatDateTime(row.createdAt),
    },
  ]
  if (list.canWrite) {
    columns.push({
      accessor: 'actions',
      title: t('common.labels.actions'),
      render: (row) => (
        <Button
          component={Link}
          to={routePath('salesOrder.concept.edit', { conceptSalesOrderId: row.id })}
          variant="light"
          size="compact-sm"
          aria-label={t('conceptSalesOrders.list.editRow', { orderNumber: row.orderNumber })}
        >
          {t('common.buttons.edit')}
        </Button>
      ),
    })
  }

  return (
    <ConceptTable<ConceptSalesOrderRow>
      texts="conceptSalesOrders"
      columns={columns}
      rowName={(row) => row.orderNumber}
      rowErrors={(row) => describeSalesOrderErrors(t, row.errors)}
      {...list}
    />
  )
}
