import { Button, Stack, Text } from '@mantine/core'
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '@/components/DataTable'
import { usePhone } from '@/components/use-phone'
import type { OverviewTableProps } from '@/components/list/OverviewScreen'
import { routePath } from '@/config/paths'
import { toCamelCase } from '@/lib/api/case'
import { formatDateTime, formatDay, MISSING } from '@/lib/format'
import type { DeliveryRow } from '../../api/list-deliveries'
import { CancelDeliveryButton } from '../CancelDeliveryButton'
import { DeliveryStatusBadge } from '../DeliveryStatusBadge'
import { defaultDirection, deliverySorts, type DeliveryOverviewFilters, type DeliverySort } from './delivery-filters'
import { CellText } from '@/components/list/CellText'

interface DeliveryOverviewTableProps extends OverviewTableProps<DeliveryOverviewFilters, DeliveryRow> {
  /** Edit and cancel only for levels that may change deliveries. */
  canWrite: boolean
}

/** The column's API sort, when the API can sort by it (column accessors are the sorts in camelCase). */
const sortOf = (accessor: string): DeliverySort | undefined =>
  deliverySorts.find((sort) => toCamelCase(sort) === accessor)

/** The sent deliveries; an announced one may be edited or cancelled, a just received one says its data may still change. */
export function DeliveryOverviewTable({
  clientId,
  rows,
  canWrite,
  filters,
  onChange,
  ...list
}: DeliveryOverviewTableProps) {
  const { t } = useTranslation()
  // The two buttons stand one under the other, so the pinned column leaves room for the others; on a
  // phone they are smaller too, so it takes a quarter of the width instead of 40%.
  const buttonSize = usePhone() ? 'compact-xs' : 'compact-sm'

  const columns = (
    [
      { accessor: 'reference', render: (row) => <CellText kind="code">{row.reference}</CellText> },
      { accessor: 'plannedDate', render: (row) => (row.plannedDate ? formatDay(row.plannedDate) : MISSING) },
      { accessor: 'unitLoad', render: (row) => t(`deliveryForm.unitLoads.${row.unitLoad}`) },
      {
        accessor: 'status',
        // As wide as the widest badge ('GEANNULEERD'): the just-processed message wraps under it, so a
        // reference of the longest usual length still leaves the other columns in view at 1280 px.
        noWrap: false,
        width: 130,
        render: (row) => (
          <Stack gap={4} align="flex-start">
            <DeliveryStatusBadge status={row.status} />
            {row.justProcessed && (
              <Text size="xs" c="gray.8">
                {t('deliveries.just_processed')}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        accessor: 'enteredBy',
        render: (row) =>
          row.enteredByName || row.enteredByEmail ? (
            <Stack gap={0}>
              <Text size="sm" component="div">
                <CellText kind="name">{row.enteredByName || MISSING}</CellText>
              </Text>
              <Text size="xs" c="gray.7" component="div">
                <CellText kind="code">{row.enteredByEmail}</CellText>
              </Text>
            </Stack>
          ) : (
            MISSING
          ),
      },
      {
        accessor: 'inGoodsReceiptAreaAt',
        // The date over the time when the columns are tight, as a concept's creation time.
        noWrap: false,
        render: (row) => (row.inGoodsReceiptAreaAt ? formatDateTime(row.inGoodsReceiptAreaAt) : MISSING),
      },
      // The current account's name on every row: only on a screen wide enough for all columns.
      { accessor: 'clientName', visibleMediaQuery: '(min-width: 100em)' },
    ] satisfies DataTableColumn<DeliveryRow>[]
  ).map((column): DataTableColumn<DeliveryRow> => ({
    ...column,
    title: t(`deliveryOverview.columns.${column.accessor}`),
    sortable: sortOf(column.accessor) !== undefined,
  }))
  if (canWrite) {
    columns.push({
      accessor: 'actions',
      title: t('common.labels.actions'),
      render: (row) =>
        row.status === 'Announced' ? (
          <Stack gap="xs" align="stretch">
            <Button
              component={Link}
              to={routePath('delivery.edit', { deliveryId: row.id })}
              variant="light"
              size={buttonSize}
              aria-label={t('deliveryOverview.editRow', { reference: row.reference })}
            >
              {t('common.buttons.edit')}
            </Button>
            <CancelDeliveryButton clientId={clientId} deliveryId={row.id} reference={row.reference} size={buttonSize} />
          </Stack>
        ) : null,
    })
  }

  const sortStatus: DataTableSortStatus<DeliveryRow> = {
    columnAccessor: toCamelCase(filters.sort),
    direction: filters.direction,
  }

  return (
    <DataTable<DeliveryRow>
      aria-label={t('deliveryOverview.tableLabel')}
      records={rows}
      columns={columns}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => {
        const sort = sortOf(String(status.columnAccessor)) ?? filters.sort
        // Another column starts in its own direction (dates newest first, references A to Z); the same one turns round.
        onChange({ sort, direction: sort === filters.sort ? status.direction : defaultDirection(sort) })
      }}
      noRecordsText={t(list.filtered ? 'deliveryOverview.noMatches' : 'deliveryOverview.noDeliveries')}
      defaultColumnProps={{ noWrap: true }}
      // The actions stay in view while a narrow window scrolls the table sideways.
      pinLastColumn={canWrite}
      highlightOnHover
      striped
      withTableBorder
      wide
      {...list}
    />
  )
}
