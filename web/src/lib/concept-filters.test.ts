import { describe, expect, it } from 'vitest'
import {
  conceptFilterQuery,
  conceptFiltersToSearchParams,
  isConceptListFiltered,
  noConceptFilters,
  parseConceptFilters,
} from './concept-filters'

describe('concept list filters', () => {
  it('round-trip through the URL under the API names', () => {
    const filters = { q: 'mug', hasErrors: true }
    const params = conceptFiltersToSearchParams(filters)
    expect(params.toString()).toBe('q=mug&has_errors=1')
    expect(parseConceptFilters(params)).toEqual(filters)
    expect(parseConceptFilters(conceptFiltersToSearchParams({ q: '', hasErrors: false }))).toEqual({
      q: '',
      hasErrors: false,
    })
  })

  it('ignore what the URL holds that is no filter value', () => {
    expect(parseConceptFilters(new URLSearchParams('has_errors=yes&q=%20%20'))).toEqual(noConceptFilters)
  })

  it('know when the list is filtered', () => {
    expect(isConceptListFiltered(noConceptFilters)).toBe(false)
    expect(isConceptListFiltered({ q: '', hasErrors: false })).toBe(true)
    expect(isConceptListFiltered({ q: 'a' })).toBe(true)
  })

  it('become the list call query: has_errors as 1 or 0, nothing for no search or both flags', () => {
    expect(conceptFilterQuery({ q: 'mug', hasErrors: true })).toEqual({ q: 'mug', hasErrors: 1 })
    expect(conceptFilterQuery({ q: '', hasErrors: false })).toEqual({ q: undefined, hasErrors: 0 })
    expect(conceptFilterQuery(noConceptFilters)).toEqual({ q: undefined, hasErrors: undefined })
  })
})
