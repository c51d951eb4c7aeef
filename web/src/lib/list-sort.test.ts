import { describe, expect, it } from 'vitest'
import { valuesOf } from './list-filters'
import { parseSort, resetKeepingSort, sortParams } from './list-sort'

describe('list sort', () => {
  it("read the sort and its direction, falling back to the default sort and that sort's own direction", () => {
    const sorts = valuesOf<'newest' | 'name'>({ newest: true, name: true })
    const directionOf = (sort: 'newest' | 'name') => (sort === 'name' ? 'asc' : 'desc')
    const parse = (query: string) => parseSort(new URLSearchParams(query), sorts, 'newest', directionOf)
    expect(parse('sort=name&direction=desc')).toEqual({ sort: 'name', direction: 'desc' })
    expect(parse('sort=name')).toEqual({ sort: 'name', direction: 'asc' })
    expect(parse('sort=price&direction=up')).toEqual({ sort: 'newest', direction: 'desc' })
  })

  it("leave out of the list call the default sort and a sort's own direction", () => {
    const directionOf = (sort: string) => (sort === 'name' ? 'asc' : 'desc')
    expect(sortParams({ sort: 'newest', direction: 'desc' }, 'newest', directionOf)).toEqual({
      sort: undefined,
      direction: undefined,
    })
    expect(sortParams({ sort: 'name', direction: 'desc' }, 'newest', directionOf)).toEqual({
      sort: 'name',
      direction: 'desc',
    })
  })

  it('clears the filters but keeps the sort', () => {
    const reset = resetKeepingSort<{ q: string; sort: string; direction: 'asc' | 'desc' }>({
      q: '',
      sort: 'newest',
      direction: 'desc',
    })
    expect(reset({ q: 'tulip', sort: 'name', direction: 'asc' })).toEqual({ q: '', sort: 'name', direction: 'asc' })
  })
})
