import { toParamEntries } from '@/lib/api/params'
import type { ConceptProductFilters } from '../../api/list-concept-products'

// The concept list's search and flag filter live in the URL under the API's names (q, has_errors),
// so a reload, Back from the edit page, or a shared link shows the same list.

export const noConceptFilters: ConceptProductFilters = { q: '', hasErrors: undefined }

export function parseConceptFilters(params: URLSearchParams): ConceptProductFilters {
  const flag = params.get('has_errors')
  return { q: params.get('q')?.trim() ?? '', hasErrors: flag === '1' ? true : flag === '0' ? false : undefined }
}

export const conceptFiltersToSearchParams = ({ q, hasErrors }: ConceptProductFilters): URLSearchParams =>
  new URLSearchParams(toParamEntries({ q: q || undefined, hasErrors }))

export const isConceptListFiltered = ({ q, hasErrors }: ConceptProductFilters): boolean =>
  q !== '' || hasErrors !== undefined
