import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query'

// Every list of the API answers pages of `{ data, meta: { next_cursor, total, total_capped } }`
// (camelCased here) and is read on with the keyset cursor of the page before; 'Load more' fetches
// the next page. The server counts up to a limit: beyond it, `total_capped` says more rows match.

export interface CursorPage<Row> {
  data: Row[]
  meta: { nextCursor?: string | null; total: number; totalCapped?: boolean }
}

/** How many rows a list holds: `count`, or more than `count` when `capped`. */
export interface ListTotal {
  count: number
  capped: boolean
}

interface CursorListOptions<Row> {
  /** Starts with the account (['clients', clientId, ...]), so lists of two accounts never mix. */
  queryKey: QueryKey
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<Row>>
}

/** The cursor of the page after this one; undefined on the last page. */
export const nextCursor = (page: CursorPage<unknown>): string | undefined => page.meta.nextCursor ?? undefined

/**
 * While other filters load, the rows shown stay (dimmed), but never another account's: the key's
 * second part is the account.
 */
export const keepRowsOfSameAccount =
  (clientId: number) =>
  <Data>(previous: Data | undefined, previousQuery?: { queryKey: QueryKey }): Data | undefined =>
    previousQuery?.queryKey[1] === clientId ? previous : undefined

/** The pages so far of an account's cursor list: the first without a cursor, each next one with the last page's. */
export const useCursorList = <Row>(clientId: number, { queryKey, fetchPage }: CursorListOptions<Row>) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    placeholderData: keepRowsOfSameAccount(clientId),
  })

/** The rows of every page so far, and the total the last page counted (undefined before the first). */
export function cursorListRows<Row>(data: InfiniteData<CursorPage<Row>> | undefined): {
  rows: Row[]
  total: ListTotal | undefined
} {
  const pages = data?.pages ?? []
  const meta = pages.at(-1)?.meta
  return {
    rows: pages.flatMap((page) => page.data),
    total: meta && { count: meta.total, capped: meta.totalCapped ?? false },
  }
}
