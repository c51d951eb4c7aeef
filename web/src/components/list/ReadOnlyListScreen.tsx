import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { useCursorList } from '@/lib/cursor-list'
import { ReadOnlyTable } from './ReadOnlyTable'
import { OverviewScreen, type FilterChange, type OverviewFilters } from './OverviewScreen'

interface ReadOnlyListScreenProps<F, R> {
  /**
   * The list's texts, under this key: `tableLabel`, `columns.<accessor>` (each column's title),
   * `total` (plural), `noRecords` and `noMatches` (an empty list without and with filters).
   */
  texts: string
  /** The list's filters in the address: the module of an area's list filters. */
  filters: OverviewFilters<F>
  /** The list call for the account and filters (a hook: the same function on every render). */
  useList: (clientId: number, filters: F) => ReturnType<typeof useCursorList<R>>
  /** The columns, in order, of the account's list (for links to its records); the screen titles them. */
  columns: (t: TFunction, clientId: number) => DataTableColumn<R>[]
  filterBar: (filters: F, onChange: FilterChange<F>) => ReactNode
  /** Beside the title, for the current account: its export, if it has one. */
  actions?: (clientId: number, filters: F) => ReactNode
  /** A list of no account, shown without one (see OverviewScreen). */
  accountless?: boolean
}

/**
 * A paged list to read (the inbound overview, the return overview): its query, its columns and its
 * filters on the overview screen, in a table that neither sorts nor opens a record.
 */
export function ReadOnlyListScreen<F, R>({ texts, columns, ...list }: ReadOnlyListScreenProps<F, R>) {
  const { t } = useTranslation()
  return (
    <OverviewScreen
      {...list}
      totalKey={`${texts}.total`}
      table={({ rows, filters: _filters, onChange: _onChange, clientId, ...controls }) => (
        <ReadOnlyTable<R>
          label={t(`${texts}.tableLabel`)}
          texts={texts}
          records={rows}
          columns={columns(t, clientId)}
          noRecordsText={t(controls.filtered ? `${texts}.noMatches` : `${texts}.noRecords`)}
          {...controls}
        />
      )}
    />
  )
}
