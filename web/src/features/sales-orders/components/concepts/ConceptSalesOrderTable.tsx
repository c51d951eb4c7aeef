import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import type { ConceptListProps } from '@/components/concepts/ConceptListScreen'
import { ConceptTable } from '@/components/concepts/ConceptTable'
import { createdAtColumn, lineCountColumn } from '@/components/concepts/concept-columns'
import { routePath } from '@/config/paths'
import { formatDay } from '@/lib/format'
import type { ConceptSalesOrderRow } from '../../api/concept-sales-orders'
import { describeSalesOrderErrors } from '../sales-order-errors'
import { CellText } from '@/components/list/CellText'

/** The concept order list: the shared concept list with an order's columns. */
export function ConceptSalesOrderTable(list: ConceptListProps<ConceptSalesOrderRow>) {
  const { t } = useTranslation()

  const columns: DataTableColumn<ConceptSalesOrderRow>[] = [
    {
      accessor: 'orderNumber',
      title: t('salesOrderForm.fields.orderNumber'),
      render: (row) => <CellText kind="code">{row.orderNumber}</CellText>,
    },
    {
      accessor: 'orderDate',
      title: t('salesOrderForm.fields.orderDate'),
      // A concept is found by when it was made: its order date only on a screen wide enough for all columns.
      visibleMediaQuery: '(min-width: 100em)',
      noWrap: true,
      render: (row) => formatDay(row.orderDate),
    },
    {
      accessor: 'reference',
      title: t('salesOrderForm.fields.reference'),
      render: (row) => <CellText kind="code">{row.reference}</CellText>,
    },
    {
      accessor: 'customerName',
      title: t('conceptSalesOrders.list.customerName'),
      render: (row) => <CellText kind="name">{row.customerName}</CellText>,
    },
    {
      accessor: 'country',
      title: t('addresses.fields.country'),
      // The country matters less than when the concept was made: only on a screen wide enough for all columns.
      visibleMediaQuery: '(min-width: 100em)',
    },
    lineCountColumn(t('conceptSalesOrders.list.lineCount')),
    createdAtColumn(t('conceptSalesOrders.list.createdAt')),
  ]
  return (
    <ConceptTable<ConceptSalesOrderRow>
      texts="conceptSalesOrders"
      columns={columns}
      rowName={(row) => row.orderNumber}
      edit={{
        to: (row) => routePath('salesOrder.concept.edit', { conceptSalesOrderId: row.id }),
        label: (row) => t('conceptSalesOrders.list.editRow', { orderNumber: row.orderNumber }),
      }}
      rowErrors={(row) => describeSalesOrderErrors(t, row.errors)}
      {...list}
    />
  )
}
