import { Button, Group, Stack } from '@mantine/core'
import { DataTable as MantineDataTable, type DataTableProps } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import 'mantine-datatable/styles.css'
import './data-table.css'

export interface CursorListControls {
  /** Whether the API answered a next cursor (meta.next_cursor). */
  hasMore: boolean
  loadingMore?: boolean
  onLoadMore: () => void
  /** Shows 'Reset filters' while any filter is set. */
  filtered?: boolean
  onResetFilters?: () => void
  /**
   * A table too wide for the page scrolls sideways; its scroll area then takes the keyboard focus,
   * so it can be scrolled without a mouse (axe: scrollable-region-focusable).
   */
  wide?: boolean
}

export type CursorDataTableProps<T> = DataTableProps<T> & CursorListControls

/** A list of records with keyset pagination ('Load more') and 'Reset filters' (docs/domain.md: lists use cursors). */
export function DataTable<T>({
  hasMore,
  loadingMore = false,
  onLoadMore,
  filtered = false,
  onResetFilters,
  wide = false,
  ...tableProps
}: CursorDataTableProps<T>) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm">
      {filtered && onResetFilters && (
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onResetFilters}>
            {t('common.buttons.resetFilters')}
          </Button>
        </Group>
      )}
      <MantineDataTable<T>
        // Room for the 'no records' text only: a fixed height would leave an empty band under a short list.
        minHeight={tableProps.records?.length ? undefined : 150}
        noRecordsText={t('common.labels.noRecords')}
        scrollAreaProps={wide ? { viewportProps: { tabIndex: 0 } } : undefined}
        {...tableProps}
      />
      {hasMore && (
        <Group justify="center">
          <Button variant="light" loading={loadingMore} onClick={onLoadMore}>
            {t('common.buttons.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
