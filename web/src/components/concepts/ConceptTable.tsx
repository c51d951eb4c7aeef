import { Button } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '@/components/DataTable'
import { ConceptErrorList, ConceptFlagCell } from './ConceptFlag'

/** What every concept row has: its id and whether it is 'To adjust'. */
export interface ConceptRow {
  id: number
  hasErrors: boolean
}

export interface ConceptTableProps<R extends ConceptRow> {
  /**
   * The area's key prefix, such as 'conceptProducts'. The shared concept screens read under it:
   * flag.{toAdjust,ready}; list.{tableLabel,searchPlaceholder,flagFilter,allFlags,noConcepts,noMatches,
   * selected,selectAll,selectRow,showErrors,hideErrors,errorsOf}; actions.bulkEdit;
   * bulkEdit.{title,intro,field,apply,succeeded,failed,last}; send.{succeeded,failed};
   * delete.{title,body,deleted,failed}; outcome.close. selectRow and errorsOf get {{name}}.
   */
  texts: string
  rows: R[]
  /** The area's columns, shown after the flag. */
  columns: DataTableColumn<R>[]
  /** How a row is named to a person, such as its article number. */
  rowName: (row: R) => string
  /** A row's errors in words (see describeErrors). */
  rowErrors: (row: R) => string[]
  /** Where a row is edited, and its 'Edit' button's accessible name; the button is for levels that may change the concepts. */
  edit: { to: (row: R) => string; label: (row: R) => string }
  /** Selection only for levels that may change the concepts. */
  canWrite: boolean
  selectedIds: number[]
  onSelectedIdsChange: (ids: number[]) => void
  /** Rows whose errors show under them. */
  expandedIds: number[]
  onExpandedIdsChange: (ids: number[]) => void
  fetching: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  filtered: boolean
  onResetFilters: () => void
}

/** A concept list (spec point 3): each row with its flag and, on request, its errors per field. */
export function ConceptTable<R extends ConceptRow>({
  texts,
  rows,
  columns,
  rowName,
  rowErrors,
  edit,
  canWrite,
  selectedIds,
  onSelectedIdsChange,
  expandedIds,
  onExpandedIdsChange,
  ...list
}: ConceptTableProps<R>) {
  const { t } = useTranslation()
  const toggle = (id: number) =>
    onExpandedIdsChange(expandedIds.includes(id) ? expandedIds.filter((other) => other !== id) : [...expandedIds, id])

  const flag: DataTableColumn<R> = {
    accessor: 'hasErrors',
    title: t(`${texts}.list.flagFilter`),
    // A squeezed column would cut the flag's text ('Gereed' as 'GE…').
    noWrap: true,
    render: (row) => (
      <ConceptFlagCell
        texts={texts}
        id={row.id}
        hasErrors={row.hasErrors}
        expanded={expandedIds.includes(row.id)}
        onToggle={() => toggle(row.id)}
      />
    ),
  }

  const actions: DataTableColumn<R> = {
    accessor: 'actions',
    title: t('common.labels.actions'),
    render: (row) => (
      <Button component={Link} to={edit.to(row)} variant="light" size="compact-sm" aria-label={edit.label(row)}>
        {t('common.buttons.edit')}
      </Button>
    ),
  }

  const selection = canWrite
    ? {
        selectedRecords: rows.filter((row) => selectedIds.includes(row.id)),
        onSelectedRecordsChange: (records: R[]) => onSelectedIdsChange(records.map((row) => row.id)),
        allRecordsSelectionCheckboxProps: { 'aria-label': t(`${texts}.list.selectAll`) },
        getRecordSelectionCheckboxProps: (row: R) => ({
          'aria-label': t(`${texts}.list.selectRow`, { name: rowName(row) }),
        }),
      }
    : {}

  return (
    <DataTable<R>
      aria-label={t(`${texts}.list.tableLabel`)}
      records={rows}
      columns={canWrite ? [flag, ...columns, actions] : [flag, ...columns]}
      {...selection}
      rowExpansion={{
        trigger: 'never',
        allowMultiple: true,
        expanded: {
          recordIds: expandedIds,
          onRecordIdsChange: (ids: unknown[]) => onExpandedIdsChange(ids as number[]),
        },
        content: ({ record }) => (
          <ConceptErrorList texts={texts} id={record.id} name={rowName(record)} lines={rowErrors(record)} />
        ),
      }}
      noRecordsText={t(list.filtered ? `${texts}.list.noMatches` : `${texts}.list.noConcepts`)}
      // 'Edit' stays in view while a narrow window scrolls the table sideways.
      pinLastColumn={canWrite}
      // The overviews' spacing, narrower than Mantine's: with its codes whole, every column fits a laptop in Dutch too.
      horizontalSpacing={6}
      highlightOnHover
      striped
      withTableBorder
      {...list}
    />
  )
}
