import { Group } from '@mantine/core'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { ActorBadge } from '@/components/history/ActorBadge'
import { activityText } from '@/components/history/action-words'
import { CellText } from '@/components/list/CellText'
import { RowLink } from '@/components/list/RowLink'
import { routePath } from '@/config/paths'
import { formatDateTime } from '@/lib/format'
import type { ActivityRow } from '../api/list-activity'

/**
 * The record an entry is about, by its label then: a link to the page of an order, a delivery or a
 * product; an import's file name and an export's kind are no record.
 */
function record(row: ActivityRow, clientId: number) {
  const label = <CellText kind="code">{row.recordLabel}</CellText>
  if (row.recordKind === 'sales_order')
    return <RowLink to={routePath('salesOrder.show', { clientId, salesOrderId: row.recordId })}>{label}</RowLink>
  // A delivery's page is the current account's, which the activity shows.
  if (row.recordKind === 'delivery')
    return <RowLink to={routePath('delivery.edit', { deliveryId: row.recordId })}>{label}</RowLink>
  if (row.recordKind === 'product')
    return <RowLink to={routePath('product.show', { clientId, productId: row.recordId })}>{label}</RowLink>
  return label
}

/** The activity's columns, titled by activity.columns: when, who (a webshop, the warehouse or Kade with a badge), what and the record. */
export const activityColumns = (t: TFunction, clientId: number): DataTableColumn<ActivityRow>[] => [
  { accessor: 'occurredAt', render: (row) => formatDateTime(row.occurredAt) },
  {
    accessor: 'actor',
    render: (row) => (
      <Group gap="xs" wrap="nowrap">
        <CellText kind="name">{row.actor.name}</CellText>
        <ActorBadge kind={row.actor.kind} />
      </Group>
    ),
  },
  { accessor: 'action', render: (row) => activityText(t, row.action) },
  { accessor: 'recordLabel', render: (row) => record(row, clientId) },
]
