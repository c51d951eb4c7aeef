import { Alert, Button, Group } from '@mantine/core'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListTotal } from '@/components/list/ListTotal'
import type { BulkResult } from '@/lib/bulk-outcome'
import {
  conceptFiltersToSearchParams,
  isConceptListFiltered,
  noConceptFilters,
  parseConceptFilters,
  type ConceptFilters,
} from '@/lib/concept-filters'
import { cursorListRows, type useCursorList } from '@/lib/cursor-list'
import { translateError } from '@/lib/translate-message'
import { useConceptSelection } from '@/lib/use-concept-selection'
import { useUrlFilters } from '@/lib/use-url-filters'
import { BulkOutcomeAlert } from './BulkOutcomeAlert'
import { ConceptBulkActions, type BulkEditDialogProps } from './ConceptBulkActions'
import { ConceptFilterBar } from './ConceptFilterBar'
import type { ConceptRow, ConceptTableProps } from './ConceptTable'

/** What the screen hands the area's table: everything but the area's columns and texts. */
export type ConceptListProps<R extends ConceptRow> = Omit<
  ConceptTableProps<R>,
  'texts' | 'columns' | 'rowName' | 'rowErrors' | 'edit'
>

/** The hooks of an area's concepts that the list uses: the same functions on every render. */
export interface ConceptListCalls<R extends ConceptRow> {
  useList: (clientId: number, filters: ConceptFilters) => ReturnType<typeof useCursorList<R>>
  useSend: (clientId: number) => UseMutationResult<BulkResult, unknown, number[]>
  useDeleteMany: (clientId: number) => UseMutationResult<BulkResult, unknown, number[]>
}

export interface ConceptListScreenProps<R extends ConceptRow> {
  /** The area's key prefix (see ConceptTable); `${texts}.list.total` counts the rows. */
  texts: string
  /** Selection and bulk actions only for levels that may change the concepts. */
  canWrite: boolean
  clientId: number
  /** The area's concept calls (see conceptApi). */
  concepts: ConceptListCalls<R>
  bulkEditDialog: (props: BulkEditDialogProps) => ReactNode
  /** The area's table (see ConceptTable) with the list's rows and state. */
  table: (props: ConceptListProps<R>) => ReactNode
  /** The area's import guide, if it has one, offered as the action 'Import' to levels that may change the concepts. */
  importPath?: string
}

/**
 * A concept list screen (spec point 4): search and flag filter in the address, the total, the bulk
 * actions on the selected rows shown, the last bulk outcome, and the area's table with 'Load more'.
 */
export function ConceptListScreen<R extends ConceptRow>({
  texts,
  canWrite,
  clientId,
  concepts: { useList, useSend, useDeleteMany },
  bulkEditDialog,
  table,
  importPath,
}: ConceptListScreenProps<R>) {
  const { t } = useTranslation()
  const [filters, update] = useUrlFilters(parseConceptFilters, conceptFiltersToSearchParams)
  const concepts = useList(clientId, filters)
  const send = useSend(clientId)
  const remove = useDeleteMany(clientId)
  const selection = useConceptSelection()

  // Bulk actions apply to what is selected and shown: another filter starts a new selection.
  const filter = (change: Partial<ConceptFilters>, typing = false) => {
    selection.setSelectedIds([])
    update((current) => ({ ...current, ...change }), typing)
  }

  const { rows, total } = cursorListRows(concepts.data)
  const selectedShown = selection.selectedAmong(rows)
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <ConceptFilterBar texts={texts} filters={filters} onChange={filter} />
        <Group>
          <ListTotal total={total} textKey={`${texts}.list.total`} />
          {canWrite && importPath && (
            <Button component={Link} to={importPath} variant="light">
              {t('import.open')}
            </Button>
          )}
        </Group>
      </Group>
      {canWrite && (
        <ConceptBulkActions
          texts={texts}
          selectedIds={selectedShown}
          onOutcome={selection.report}
          send={send}
          remove={remove}
          bulkEditDialog={bulkEditDialog}
        />
      )}
      {selection.outcome && (
        <BulkOutcomeAlert texts={texts} outcome={selection.outcome} onClose={selection.closeOutcome} />
      )}
      {concepts.isError && <Alert color="red">{translateError(t, concepts.error)}</Alert>}
      {table({
        rows,
        canWrite,
        selectedIds: selectedShown,
        onSelectedIdsChange: selection.setSelectedIds,
        expandedIds: selection.expandedIds,
        onExpandedIdsChange: selection.setExpandedIds,
        fetching: concepts.isFetching && !concepts.isFetchingNextPage,
        hasMore: concepts.hasNextPage,
        loadingMore: concepts.isFetchingNextPage,
        onLoadMore: () => void concepts.fetchNextPage(),
        filtered: isConceptListFiltered(filters),
        onResetFilters: () => filter(noConceptFilters),
      })}
    </>
  )
}
