import { Alert, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/use-route-title'
import type { CursorListControls } from '@/components/DataTable'
import { ListTotal } from '@/components/list/ListTotal'
import { useProfile } from '@/lib/auth/auth-store'
import { cursorListRows, type useCursorList } from '@/lib/cursor-list'
import { translateError } from '@/lib/translate-message'
import { useUrlFilters } from '@/lib/use-url-filters'

/** A change of some filters; `typing` marks a search keystroke, which replaces the history entry instead of adding one. */
export type FilterChange<F> = (change: Partial<F>, typing?: boolean) => void

/**
 * How a list's filters live in the address (reload and Back keep them) and what counts as filtering:
 * what an area's filters module exports (`import * as filters from '.../overview-filters'`).
 */
export interface OverviewFilters<F> {
  parseFilters: (params: URLSearchParams) => F
  filtersToSearchParams: (filters: F) => URLSearchParams
  /** Whether anything narrows the list (sorting does not), which offers 'Reset filters'. */
  isFiltered: (filters: F) => boolean
  /** The filters cleared (the sort kept). */
  resetFilters: (filters: F) => F
}

/** What the screen hands the area's table: the rows so far, the filters (for the sort) and the list's state. */
export interface OverviewTableProps<F, R> extends CursorListControls {
  clientId: number
  rows: R[]
  filters: F
  onChange: FilterChange<F>
  fetching: boolean
}

interface OverviewScreenProps<F, R> {
  filters: OverviewFilters<F>
  /** The area's list call for the account and filters (a hook: the same function on every render). */
  useList: (clientId: number, filters: F) => ReturnType<typeof useCursorList<R>>
  /** The list's plural key ("{{total}} orders"); see ListTotal. */
  totalKey: string
  /** Beside the title, for the current account: the export menu or an 'add' button. */
  actions?: (clientId: number, filters: F) => ReactNode
  /** Search, filters and sort. */
  filterBar: (filters: F, onChange: FilterChange<F>) => ReactNode
  /** The area's table (its columns) with the list's rows, 'Load more' and 'Reset filters'. */
  table: (props: OverviewTableProps<F, R>) => ReactNode
  /**
   * A list of no account (the users overview, which spans them): shown without a selected account,
   * its list call and table given the account 0.
   */
  accountless?: boolean
}

/**
 * A list screen of the current account: the route's title and the area's actions, the filters and
 * sort in the address, the total, and the table with 'Load more'. Without an account, it asks for one.
 */
export function OverviewScreen<F, R>({
  filters: definition,
  actions,
  accountless,
  ...list
}: OverviewScreenProps<F, R>) {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const { client: current } = useProfile()
  const client = accountless ? { id: 0 } : current
  const [filters, update] = useUrlFilters(definition.parseFilters, definition.filtersToSearchParams)
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {client && actions?.(client.id, filters)}
      </Group>
      {client ? (
        <Overview
          clientId={client.id}
          definition={definition}
          filters={filters}
          onChange={(change, typing) => update((current) => ({ ...current, ...change }), typing)}
          onReset={() => update(definition.resetFilters)}
          {...list}
        />
      ) : (
        <Text>{t('auth.pleaseSelectAccount')}</Text>
      )}
    </Stack>
  )
}

interface OverviewProps<F, R> extends Omit<OverviewScreenProps<F, R>, 'filters' | 'actions'> {
  clientId: number
  definition: OverviewFilters<F>
  filters: F
  onChange: FilterChange<F>
  onReset: () => void
}

function Overview<F, R>({
  clientId,
  definition,
  filters,
  onChange,
  onReset,
  useList,
  totalKey,
  filterBar,
  table,
}: OverviewProps<F, R>) {
  const { t } = useTranslation()
  const query = useList(clientId, filters)
  const { rows, total } = cursorListRows(query.data)
  return (
    <>
      <Group justify="space-between" align="flex-end">
        {filterBar(filters, onChange)}
        <ListTotal total={total} textKey={totalKey} />
      </Group>
      {query.isError && <Alert color="red">{translateError(t, query.error)}</Alert>}
      {table({
        clientId,
        rows,
        filters,
        onChange,
        fetching: query.isFetching && !query.isFetchingNextPage,
        hasMore: query.hasNextPage,
        loadingMore: query.isFetchingNextPage,
        onLoadMore: () => void query.fetchNextPage(),
        filtered: definition.isFiltered(filters),
        onResetFilters: onReset,
      })}
    </>
  )
}
