import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { Camelize } from '@/lib/api/case'
import { api } from '@/lib/api/client'
import type { components } from '@/lib/api/schema.gen'
import type { ApiBody, ApiPath, ApiResult, Method, PathsWith } from '@/lib/api/types'
import { conceptFilterQuery, type ConceptFilters } from '@/lib/concept-filters'
import { useCursorList, type CursorPage } from '@/lib/cursor-list'

// Every concept area (products, sales orders, deliveries) has the same calls under its path: list
// and create, get, update and delete one, and send, delete and bulk-edit many. An area describes its
// path and what a send changes besides its concepts; the calls, their query keys and their exact
// invalidations are this module's, typed by the area's generated OpenAPI types.

/** A concept area's list path, such as '/api/clients/{clientId}/concept-products'. */
export type ConceptPath = PathsWith<'get'> & PathsWith<'post'> & `/api/clients/{clientId}/concept-${string}`

type DetailPath<P extends ConceptPath> = Extract<PathsWith<'get'>, `${P}/{${string}}`>
type ActionPath<P extends ConceptPath, A extends 'send' | 'delete' | 'bulk'> = Extract<ApiPath, `${P}/${A}`>

/** A row of the area's concept list. */
export type ConceptRowOf<P extends ConceptPath> = Extract<ApiResult<P, 'get'>, { data: unknown[] }>['data'][number]
/** One concept with its fields and the errors they have now. */
export type ConceptOf<P extends ConceptPath> = Extract<ApiResult<DetailPath<P>, 'get'>, { data: unknown }>['data']
/** The fields a create or an update sends. */
export type ConceptFieldsOf<P extends ConceptPath> = ApiBody<P, 'post'>
/** What a send, a delete of many and a bulk edit answer: the ids that succeeded, each failed id with its field errors. */
export type ConceptBulkResult = Camelize<components['schemas']['BulkResultResponse']>['data']
/** The same changes for many concepts. */
export interface ConceptBulkEditOf<P extends ConceptPath> {
  ids: number[]
  changes: ApiBody<ActionPath<P, 'bulk'>, 'post'> extends { changes: infer Changes } ? Changes : never
}

/** The query keys of an area's concepts: each starts with the account, then the area's concepts. */
export const conceptKeys = (area: string) => {
  const keys = {
    all: (clientId: number) => ['clients', clientId, area] as const,
    lists: (clientId: number) => [...keys.all(clientId), 'list'] as const,
    list: (clientId: number, filters: object) => [...keys.lists(clientId), filters] as const,
    detail: (clientId: number, conceptId: number) => [...keys.all(clientId), 'detail', conceptId] as const,
  }
  return keys
}

export type ConceptKeys = ReturnType<typeof conceptKeys>

interface ConceptArea<P extends ConceptPath> {
  path: P
  keys: ConceptKeys
  /** What a send changes besides the concepts: the records the sent concepts became and the stock they moved. */
  sentChanges: (clientId: number) => QueryKey[]
}

interface CallOptions {
  params: Record<string, number>
  query?: object
  body?: unknown
  signal?: AbortSignal
}

// The paths are built from the area's typed path at run time, which the typed client cannot check;
// the types above tie each call's answer to the area's OpenAPI operation instead.
const untyped = api as unknown as Record<Method, (path: string, options: CallOptions) => Promise<{ data: unknown }>>

/** The calls and hooks of a concept area, with its keys and what each mutation invalidates. */
export function conceptApi<P extends ConceptPath>({ path, keys, sentChanges }: ConceptArea<P>) {
  type Row = ConceptRowOf<P>
  type Concept = ConceptOf<P>
  type Fields = ConceptFieldsOf<P>
  type BulkEdit = ConceptBulkEditOf<P>

  const detailPath = `${path}/{conceptId}`
  const one = (clientId: number, conceptId: number) => ({ params: { clientId, conceptId } })
  const many = async (action: 'send' | 'delete' | 'bulk', clientId: number, body: object) =>
    (await untyped.post(`${path}/${action}`, { params: { clientId }, body })).data as ConceptBulkResult

  const calls = {
    /** One page of the list, newest first; `cursor` is the previous page's meta.nextCursor. */
    list: (clientId: number, filters: ConceptFilters, cursor?: string, signal?: AbortSignal) =>
      untyped.get(path, {
        params: { clientId },
        query: { ...conceptFilterQuery(filters), cursor },
        signal,
      }) as Promise<CursorPage<Row>>,
    get: async (clientId: number, conceptId: number, signal?: AbortSignal) =>
      (await untyped.get(detailPath, { ...one(clientId, conceptId), signal })).data as Concept,
    /** Saves new fields as a concept, checked by the area's rules; a 422 carries the field errors and stores nothing. */
    create: async (clientId: number, fields: Fields) =>
      (await untyped.post(path, { params: { clientId }, body: fields })).data as Concept,
    /** Replaces a concept's fields, checked like a create; Ready when valid. */
    update: async (clientId: number, conceptId: number, fields: Fields) =>
      (await untyped.put(detailPath, { ...one(clientId, conceptId), body: fields })).data as Concept,
    /** Each valid concept becomes the area's record (its concept is gone); an invalid one stays with its errors. */
    send: (clientId: number, ids: number[]) => many('send', clientId, { ids }),
    /** Ids that are gone already come back as failed. */
    deleteMany: (clientId: number, ids: number[]) => many('delete', clientId, { ids }),
    /** The same fields on many concepts; `succeeded` are Ready now, `failed` still have errors. */
    bulkEdit: (clientId: number, edit: BulkEdit) => many('bulk', clientId, edit),
  }

  const conceptQuery = (clientId: number, conceptId: number) =>
    queryOptions({
      queryKey: keys.detail(clientId, conceptId),
      queryFn: ({ signal }) => calls.get(clientId, conceptId, signal),
    })

  return {
    calls,
    conceptQuery,

    /** The list's pages so far ('Load more' fetches the next one with the keyset cursor). */
    useList: (clientId: number, filters: ConceptFilters) =>
      useCursorList(clientId, {
        queryKey: keys.list(clientId, filters),
        fetchPage: (cursor, signal) => calls.list(clientId, filters, cursor, signal),
      }),

    useConcept: (clientId: number, conceptId: number) => useQuery(conceptQuery(clientId, conceptId)),

    /** A new concept shows up in the lists. */
    useCreate: (clientId: number) => {
      const queryClient = useQueryClient()
      return useMutation({
        mutationFn: (fields: Fields) => calls.create(clientId, fields),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lists(clientId) }),
      })
    },

    /** The saved concept is its own detail now; its row in the lists changes too. */
    useUpdate: (clientId: number, conceptId: number) => {
      const queryClient = useQueryClient()
      return useMutation({
        mutationFn: (fields: Fields) => calls.update(clientId, conceptId, fields),
        onSuccess: async (concept) => {
          queryClient.setQueryData(keys.detail(clientId, conceptId), concept)
          await queryClient.invalidateQueries({ queryKey: keys.lists(clientId) })
        },
      })
    },

    /** Sent concepts leave the lists and change what `sentChanges` names; failed ones have new errors. */
    useSend: (clientId: number) => {
      const queryClient = useQueryClient()
      return useMutation({
        mutationFn: (ids: number[]) => calls.send(clientId, ids),
        onSuccess: async ({ succeeded, failed }) => {
          for (const id of succeeded) queryClient.removeQueries({ queryKey: keys.detail(clientId, id) })
          await Promise.all([
            ...failed.map(({ id }) => queryClient.invalidateQueries({ queryKey: keys.detail(clientId, id) })),
            queryClient.invalidateQueries({ queryKey: keys.lists(clientId) }),
            ...sentChanges(clientId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          ])
        },
      })
    },

    /** Deleted concepts leave the lists. */
    useDeleteMany: (clientId: number) => {
      const queryClient = useQueryClient()
      return useMutation({
        mutationFn: (ids: number[]) => calls.deleteMany(clientId, ids),
        onSuccess: async ({ succeeded }) => {
          for (const id of succeeded) queryClient.removeQueries({ queryKey: keys.detail(clientId, id) })
          await queryClient.invalidateQueries({ queryKey: keys.lists(clientId) })
        },
      })
    },

    /** Every edited concept changed: its detail and the lists. */
    useBulkEdit: (clientId: number) => {
      const queryClient = useQueryClient()
      return useMutation({
        mutationFn: (edit: BulkEdit) => calls.bulkEdit(clientId, edit),
        onSuccess: async (_, { ids }) => {
          await Promise.all([
            ...ids.map((id) => queryClient.invalidateQueries({ queryKey: keys.detail(clientId, id) })),
            queryClient.invalidateQueries({ queryKey: keys.lists(clientId) }),
          ])
        },
      })
    },
  }
}
