import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import {
  createHook,
  cursorListHook,
  pathApi,
  recordHook,
  updateHook,
  type AreaKeys,
  type RecordOf,
  type RowOf,
} from '@/lib/api/area-api'
import type { Camelize } from '@/lib/api/case'
import { fillPath } from '@/lib/api/client'
import type { components } from '@/lib/api/schema.gen'
import type { ApiBody, ApiPath, ApiQuery, PathsWith } from '@/lib/api/types'
import { useImportFile } from '@/lib/api/use-import-file'
import { conceptFilterQuery, type ConceptFilters } from '@/lib/concept-filters'

// Every concept area (products, sales orders, deliveries) has the same calls under its path: list
// and create, get and update one (area-api's hooks), send, delete and bulk-edit many, and import a
// file (with its template). An area
// describes its path and what a send changes besides its concepts; the calls, their query keys and
// their exact invalidations are this module's, typed by the area's generated OpenAPI types.

/** A concept area's list path, such as '/api/clients/{clientId}/concept-products'. */
export type ConceptPath = PathsWith<'get'> & PathsWith<'post'> & `/api/clients/{clientId}/concept-${string}`

type DetailPath<P extends ConceptPath> = Extract<PathsWith<'get'>, `${P}/{${string}}`>
type ActionPath<P extends ConceptPath, A extends 'send' | 'delete' | 'bulk'> = Extract<ApiPath, `${P}/${A}`>

/** A row of the area's concept list. */
export type ConceptRowOf<P extends ConceptPath> = RowOf<P>
/** One concept with its fields and the errors they have now. */
export type ConceptOf<P extends ConceptPath> = RecordOf<DetailPath<P>, 'get'>
/** The fields a create or an update sends. */
export type ConceptFieldsOf<P extends ConceptPath> = ApiBody<P, 'post'>
/** What a send, a delete of many and a bulk edit answer: the ids that succeeded, each failed id with its field errors. */
export type ConceptBulkResult = Camelize<components['schemas']['BulkResultResponse']>['data']
/** The same changes for many concepts. */
export interface ConceptBulkEditOf<P extends ConceptPath> {
  ids: number[]
  changes: ApiBody<ActionPath<P, 'bulk'>, 'post'> extends { changes: infer Changes } ? Changes : never
}

interface ConceptArea<P extends ConceptPath> {
  path: P
  keys: AreaKeys
  /** What a send changes besides the concepts: the records the sent concepts became and the stock they moved. */
  sentChanges: (clientId: number) => QueryKey[]
}

/** The calls and hooks of a concept area, with its keys and what each mutation invalidates. */
export function conceptApi<P extends ConceptPath>({ path, keys, sentChanges }: ConceptArea<P>) {
  type BulkEdit = ConceptBulkEditOf<P>

  const detailPath = `${path}/{conceptId}` as DetailPath<P> & PathsWith<'put'>
  const many = async (action: 'send' | 'delete' | 'bulk', clientId: number, body: object) =>
    (await pathApi.post(`${path}/${action}`, { params: { clientId }, body })).data as ConceptBulkResult
  const lists = (clientId: number) => [keys.lists(clientId)]
  // Every concept list takes the same filters; a generic path cannot show its query type that.
  const filterQuery = conceptFilterQuery as (filters: ConceptFilters) => Omit<ApiQuery<P, 'get'>, 'cursor'>
  const importPath = (clientId: number) => `${fillPath(path, { clientId })}/import`

  return {
    /** The list's pages so far, newest first. */
    useList: cursorListHook(path, keys, filterQuery),
    useConcept: recordHook(detailPath, keys),
    /** Saves new fields as a concept, checked by the area's rules; a new concept shows up in the lists. */
    useCreate: createHook(path, lists),
    /** Replaces a concept's fields, checked like a create (Ready when valid); its row in the lists changes too. */
    useUpdate: updateHook(detailPath, keys, lists),

    /** Sent concepts leave the lists and change what `sentChanges` names; failed ones have new errors. */
    useSend: (clientId: number) => {
      const queryClient = useQueryClient()
      return useMutation({
        mutationFn: (ids: number[]) => many('send', clientId, { ids }),
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
        mutationFn: (ids: number[]) => many('delete', clientId, { ids }),
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
        mutationFn: (edit: BulkEdit) => many('bulk', clientId, edit),
        onSuccess: async (_, { ids }) => {
          await Promise.all([
            ...ids.map((id) => queryClient.invalidateQueries({ queryKey: keys.detail(clientId, id) })),
            queryClient.invalidateQueries({ queryKey: keys.lists(clientId) }),
          ])
        },
      })
    },

    /** The import template's route: a browser form post with `format`. */
    importTemplateUrl: (clientId: number) => `${importPath(clientId)}/template`,

    /** Uploads a CSV or XLSX file; every concept it holds is added to the lists, or none is. */
    useImport: (clientId: number) => useImportFile(importPath(clientId), keys.all(clientId)),
  }
}
