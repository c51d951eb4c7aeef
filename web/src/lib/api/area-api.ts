import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useCursorList, type CursorPage } from '@/lib/cursor-list'
import { api } from './client'
import type { Camelize } from './case'
import type { components } from './schema.gen'
import type { ApiBody, ApiPath, ApiQuery, ApiResult, Method, PathsWith } from './types'

// Every area reads and writes its records with the same few calls: a page of its list, one record,
// a create, an update and a record's history. An area names each call's path and what else a write
// changes; the hooks, their query keys and their invalidations are this module's, typed by the path's
// OpenAPI operation.

/** The query keys of an area's records: each starts with the account, then the area. */
export const areaKeys = (area: string) => {
  const keys = {
    all: (clientId: number) => ['clients', clientId, area] as const,
    lists: (clientId: number) => [...keys.all(clientId), 'list'] as const,
    list: (clientId: number, filters: object) => [...keys.lists(clientId), filters] as const,
    detail: (clientId: number, id: number) => [...keys.all(clientId), 'detail', id] as const,
    histories: (clientId: number) => [...keys.all(clientId), 'history'] as const,
    history: (clientId: number, id: number) => [...keys.histories(clientId), id] as const,
  }
  return keys
}

export type AreaKeys = ReturnType<typeof areaKeys>

/** A row of a list's pages. */
export type RowOf<P extends PathsWith<'get'>> = Extract<ApiResult<P, 'get'>, { data: unknown[] }>['data'][number]
/** The record a call answers. */
export type RecordOf<P extends ApiPath, M extends Method> = Extract<ApiResult<P, M>, { data: unknown }>['data']

interface CallOptions {
  params: Record<string, number>
  query?: object
  body?: unknown
  signal?: AbortSignal
}

/**
 * The client for paths filled at run time from an area's typed path, which the typed client cannot
 * check; the types above tie each call's body and answer to the path's OpenAPI operation instead.
 */
export const pathApi = api as unknown as Record<
  Method,
  (path: string, options: CallOptions) => Promise<{ data: unknown }>
>

/** The path parameters of one record: the account and the record's id, named as the path's last parameter. */
function recordParams(path: string, clientId: number, id: number): Record<string, number> {
  return { clientId, [path.slice(path.lastIndexOf('{') + 1, path.lastIndexOf('}'))]: id }
}

const refresh = (queryClient: QueryClient, queryKeys: QueryKey[]) =>
  Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))

/** The hook of an account's list: its pages so far ('Load more' fetches the next one with the keyset cursor). */
export function cursorListHook<P extends PathsWith<'get'>, F extends object>(
  path: P,
  keys: { list: (clientId: number, filters: F) => QueryKey },
  query: (filters: F) => Omit<ApiQuery<P, 'get'>, 'cursor'>,
) {
  return function useList(clientId: number, filters: F) {
    return useCursorList(clientId, {
      queryKey: keys.list(clientId, filters),
      fetchPage: (cursor, signal) =>
        pathApi.get(path, { params: { clientId }, query: { ...query(filters), cursor }, signal }) as Promise<
          CursorPage<RowOf<P>>
        >,
    })
  }
}

/** The hook of one record, kept under its detail key. */
export function recordHook<P extends PathsWith<'get'>>(
  path: P,
  keys: { detail: (clientId: number, id: number) => QueryKey },
) {
  return function useRecord(clientId: number, id: number) {
    return useQuery({
      queryKey: keys.detail(clientId, id),
      queryFn: async ({ signal }) =>
        (await pathApi.get(path, { params: recordParams(path, clientId, id), signal })).data as RecordOf<P, 'get'>,
    })
  }
}

/** One entry of the event log: who did what to which record, the fields it changed and when. */
export type HistoryEntry = Camelize<components['schemas']['EventEntry']>

/**
 * The hook of a record's history (its event log entries, oldest first), kept under its history key;
 * a change of the record reads it again by invalidating that key (or the area's `histories`).
 */
export function historyHook<P extends PathsWith<'get'>>(
  path: P,
  keys: { history: (clientId: number, id: number) => QueryKey },
) {
  return function useHistory(clientId: number, id: number) {
    return useQuery({
      queryKey: keys.history(clientId, id),
      queryFn: async ({ signal }) =>
        (await pathApi.get(path, { params: recordParams(path, clientId, id), signal })).data as HistoryEntry[],
    })
  }
}

/** The hook of a create (a 422 carries the field errors and stores nothing); afterwards what `changes` names is read again. */
export function createHook<P extends PathsWith<'post'>>(path: P, changes: (clientId: number) => QueryKey[]) {
  return function useCreate(clientId: number) {
    const queryClient = useQueryClient()
    return useMutation({
      mutationFn: async (fields: ApiBody<P, 'post'>) =>
        (await pathApi.post(path, { params: { clientId }, body: fields })).data as RecordOf<P, 'post'>,
      onSuccess: () => refresh(queryClient, changes(clientId)),
    })
  }
}

/** The hook of an update: the saved record is its own detail now, and what `changes` names is read again. */
export function updateHook<P extends PathsWith<'put'>>(
  path: P,
  keys: { detail: (clientId: number, id: number) => QueryKey },
  changes: (clientId: number) => QueryKey[],
) {
  return function useUpdate(clientId: number, id: number) {
    const queryClient = useQueryClient()
    return useMutation({
      mutationFn: async (fields: ApiBody<P, 'put'>) =>
        (await pathApi.put(path, { params: recordParams(path, clientId, id), body: fields })).data as RecordOf<
          P,
          'put'
        >,
      onSuccess: async (record) => {
        queryClient.setQueryData(keys.detail(clientId, id), record)
        await refresh(queryClient, changes(clientId))
      },
    })
  }
}
