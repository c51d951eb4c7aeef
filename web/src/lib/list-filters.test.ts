import { describe, expect, it } from 'vitest'
import { dateRangeOf, dateRangeParams, oneOf, searchOf, searchParamsOf, sortDirections, valuesOf } from './list-filters'

describe('list filters', () => {
  it('list the values of an enumeration in their order', () => {
    expect(valuesOf<'b' | 'a'>({ b: true, a: true })).toEqual(['b', 'a'])
    expect(sortDirections).toEqual(['asc', 'desc'])
  })

  it('read only a known value of an old or hand-edited link', () => {
    expect(oneOf(sortDirections, 'desc')).toBe('desc')
    expect(oneOf(sortDirections, 'DESC')).toBeNull()
    expect(oneOf(sortDirections, null)).toBeNull()
  })

  it('trim the search text and keep at most 200 characters, like the API', () => {
    expect(searchOf(new URLSearchParams('q=%20%201234AB%20'))).toBe('1234AB')
    expect(searchOf(new URLSearchParams(`q=${'x'.repeat(250)}`))).toHaveLength(200)
    expect(searchOf(new URLSearchParams())).toBe('')
  })

  it('put the list parameters in the address, snake_case', () => {
    const toSearchParams = searchParamsOf((filters: { q: string }) => ({ q: filters.q || undefined, onHold: true }))
    expect(toSearchParams({ q: '' }).toString()).toBe('on_hold=1')
  })

  it('read From and To of the address as ISO dates, and leave an open end out of the parameters', () => {
    expect(dateRangeOf(new URLSearchParams('date_from=2026-11-01&date_to=30-11-2026'))).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '',
    })
    expect(dateRangeParams({ dateFrom: '', dateTo: '2026-11-30' })).toEqual({
      dateFrom: undefined,
      dateTo: '2026-11-30',
    })
  })
})
