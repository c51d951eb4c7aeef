import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable'
import { useNavigate } from 'react-router'
import { DataTable } from '@/components/DataTable'
import type { OverviewTableProps } from '@/components/list/OverviewScreen'
import { toCamelCase } from '@/lib/api/case'
import type { SortDirection } from '@/lib/list-filters'

/** A list's sort: what its table reads from the filters and changes. */
interface Sorted<S extends string> {
  sort: S
  direction: SortDirection
}

interface SortableOverviewTableProps<R, S extends string> extends Omit<OverviewTableProps<Sorted<S>, R>, 'onChange'> {
  onChange: (sort: Sorted<S>) => void
  /** The table's accessible name. */
  label: string
  /** The area's columns, each titled by titleOf(accessor); a column whose accessor is a sort (camelCased) can sort. */
  columns: DataTableColumn<R>[]
  titleOf: (accessor: string) => string
  /** The API's sorts; the list's sort and direction are the filters'. */
  sorts: readonly S[]
  /** With it, another column starts in its own direction; without it, another column keeps the direction. */
  defaultDirection?: (sort: S) => SortDirection
  /** The record's page, which a row click opens. */
  rowPath: (row: R) => string
  /** What an empty list says: `noMatches` while filtered, else `noRecords`. */
  texts: { noMatches: string; noRecords: string }
}

/**
 * An overview's table: its columns sort through the API, a row click opens the record, the first
 * column stays in view while the others scroll sideways, and 'Load more' reads on.
 */
export function SortableOverviewTable<R, S extends string>({
  label,
  columns,
  titleOf,
  sorts,
  defaultDirection,
  rowPath,
  texts,
  rows,
  filters: { sort, direction },
  onChange,
  clientId: _clientId, // the area's row paths hold it
  ...list
}: SortableOverviewTableProps<R, S>) {
  const navigate = useNavigate()
  const sortOf = (accessor: string): S | undefined => sorts.find((candidate) => toCamelCase(candidate) === accessor)
  const sortStatus: DataTableSortStatus<R> = { columnAccessor: toCamelCase(sort), direction }
  return (
    <DataTable<R>
      aria-label={label}
      records={rows}
      columns={columns.map((column) => ({
        ...column,
        title: titleOf(String(column.accessor)),
        sortable: sortOf(String(column.accessor)) !== undefined,
      }))}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => {
        const next = sortOf(String(status.columnAccessor)) ?? sort
        const turned = next === sort || !defaultDirection ? status.direction : defaultDirection(next)
        onChange({ sort: next, direction: turned })
      }}
      onRowClick={({ record }) => navigate(rowPath(record))}
      noRecordsText={list.filtered ? texts.noMatches : texts.noRecords}
      // Only the columns that say so wrap; the table scrolls sideways with the first column kept in view.
      defaultColumnProps={{ noWrap: true }}
      pinFirstColumn
      // Narrower than Mantine's spacing, so an overview's key columns fit a laptop in Dutch too, with
      // two codes of 16 wide letters (an order number and its reference) side by side.
      horizontalSpacing={5}
      highlightOnHover
      striped
      withTableBorder
      {...list}
    />
  )
}
