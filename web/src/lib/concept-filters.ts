import { toParamEntries } from '@/lib/api/params'

// A concept list's search and flag filter live in the URL under the API's names (q, has_errors),
// so a reload, Back from the edit page, or a shared link shows the same list.

export interface ConceptFilters {
  q: string
  /** true: only 'To adjust', false: only 'Ready', undefined: both. */
  hasErrors?: boolean
}

export const noConceptFilters: ConceptFilters = { q: '', hasErrors: undefined }

export function parseConceptFilters(params: URLSearchParams): ConceptFilters {
  const flag = params.get('has_errors')
  return { q: params.get('q')?.trim() ?? '', hasErrors: flag === '1' ? true : flag === '0' ? false : undefined }
}

export const conceptFiltersToSearchParams = ({ q, hasErrors }: ConceptFilters): URLSearchParams =>
  new URLSearchParams(toParamEntries({ q: q || undefined, hasErrors }))

export const isConceptListFiltered = ({ q, hasErrors }: ConceptFilters): boolean => q !== '' || hasErrors !== undefined

/** The list call's query: has_errors as 1 or 0, and nothing for an empty search or 'both'. */
export const conceptFilterQuery = ({ q, hasErrors }: ConceptFilters): { q?: string; hasErrors?: 0 | 1 } => ({
  q: q || undefined,
  hasErrors: hasErrors === undefined ? undefined : hasErrors ? 1 : 0,
})
