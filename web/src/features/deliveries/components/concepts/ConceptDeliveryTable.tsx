import { Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import type { ConceptListProps } from '@/components/concepts/ConceptListScreen'
import { ConceptTable } from '@/components/concepts/ConceptTable'
import { createdAtColumn, lineCountColumn } from '@/components/concepts/concept-columns'
import { routePath } from '@/config/paths'
import { formatDateTime, formatDay, MISSING } from '@/lib/format'
import type { ConceptDeliveryRow } from '../../api/concept-deliveries'
import { describeDeliveryErrors } from '../delivery-errors'
import { CellText } from '@/components/list/CellText'

/** The concept delivery list: the shared concept list with a delivery's columns. */
export function ConceptDeliveryTable(list: ConceptListProps<ConceptDeliveryRow>) {
  const { t } = useTranslation()

  const columns: DataTableColumn<ConceptDeliveryRow>[] = [
    {
      accessor: 'reference',
      title: t('deliveryForm.fields.reference'),
      render: (row) => <CellText kind="code">{row.reference || MISSING}</CellText>,
    },
    {
      accessor: 'plannedDate',
      title: t('deliveryForm.fields.plannedDate'),
      noWrap: true,
      render: (row) => (row.plannedDate ? formatDay(row.plannedDate) : MISSING),
    },
    {
      accessor: 'unitLoad',
      title: t('deliveryForm.fields.unitLoad'),
      render: (row) => (row.unitLoad ? t(`deliveryForm.unitLoads.${row.unitLoad}`, row.unitLoad) : MISSING),
    },
    lineCountColumn(t('conceptDeliveries.list.lineCount')),
    {
      // When the job sends an imported concept without errors (concepts.SendDue), or that it failed to; empty for the others.
      accessor: 'sendAfter',
      title: t('conceptDeliveries.list.sendAfter'),
      render: (row) => {
        if (row.sendFailedAt) {
          return (
            <Text c="red.8" size="sm">
              {t('conceptDeliveries.list.sendFailed')}
            </Text>
          )
        }
        return row.sendAfter ? formatDateTime(row.sendAfter) : MISSING
      },
    },
    {
      accessor: 'originalSource',
      title: t('conceptDeliveries.list.source'),
      // Where a concept came from matters less than what it holds: only on a screen wide enough for all columns.
      visibleMediaQuery: '(min-width: 100em)',
      render: (row) => t(`conceptDeliveries.source.${row.originalSource}`),
    },
    createdAtColumn(t('conceptDeliveries.list.createdAt')),
  ]
  return (
    <ConceptTable<ConceptDeliveryRow>
      texts="conceptDeliveries"
      columns={columns}
      rowName={rowName}
      edit={{
        to: (row) => routePath('delivery.concept.edit', { conceptDeliveryId: row.id }),
        label: (row) => t('conceptDeliveries.list.editRow', { name: rowName(row) }),
      }}
      rowErrors={(row) => describeDeliveryErrors(t, row.errors)}
      {...list}
    />
  )
}

/** A concept is named by its reference; an imported one may have none yet. */
const rowName = (row: ConceptDeliveryRow): string => row.reference || `#${row.id}`
