import { describe, expect, it } from 'vitest'
import {
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
})
