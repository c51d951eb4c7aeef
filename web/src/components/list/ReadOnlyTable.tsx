import type { DataTableColumn, DataTableProps } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { DataTable, type CursorListControls } from '@/components/DataTable'

interface ReadOnlyTableProps<R> extends CursorListControls {
  /** The table's accessible name. */
  label: string
  /** The key whose `columns.<accessor>` titles each column. */
  texts: string
  columns: DataTableColumn<R>[]
  records: R[]
  /** What an empty table says. */
  noRecordsText: string
  /** Dims the rows shown while others load. */
  fetching?: boolean
  /** The field that tells the rows apart, when it is not `id`. */
  idAccessor?: DataTableProps<R>['idAccessor']
}

/**
 * A table to read (a read-only list, a stock report): titled columns on one line each, a little
 * narrower than Mantine's spacing so the key columns fit a laptop in Dutch too, scrolling sideways
 * when the page is narrower still.
 */
export function ReadOnlyTable<R>({ label, texts, columns, fetching = false, ...table }: ReadOnlyTableProps<R>) {
  const { t } = useTranslation()
  return (
    <DataTable<R>
      aria-label={label}
      // Says that the rows shown are about to change, to a screen reader (and a journey) alike.
      aria-busy={fetching}
      fetching={fetching}
      columns={columns.map((column) => ({ ...column, title: t(`${texts}.columns.${String(column.accessor)}`) }))}
      defaultColumnProps={{ noWrap: true }}
      horizontalSpacing={8}
      striped
      withTableBorder
      wide
      {...table}
    />
  )
}
