import { describe, expect, it } from 'vitest'
import { cursorListRows, keepRowsOfSameAccount, nextCursor } from './cursor-list'

const page = (data: number[], nextCursor: string | null, total = 5, totalCapped = false) => ({
  data,
  meta: { nextCursor, total, totalCapped },
})

describe('cursor lists', () => {
  it('read on with the last page cursor and stop on the page that has none', () => {
    expect(nextCursor(page([1, 2], 'c2'))).toBe('c2')
    expect(nextCursor(page([5], null))).toBeUndefined()
  })

  it('show the rows of every page so far and the total the last page counted', () => {
    expect(cursorListRows({ pages: [page([1, 2], 'c2', 4), page([3], null, 5)], pageParams: [] })).toEqual({
      rows: [1, 2, 3],
      total: { count: 5, capped: false },
    })
    expect(cursorListRows({ pages: [page([1, 2], 'c2', 1000, true)], pageParams: [] })).toEqual({
      rows: [1, 2],
      total: { count: 1000, capped: true },
    })
    expect(cursorListRows(undefined)).toEqual({ rows: [], total: undefined })
  })

  it("keep the rows shown while other filters load, but never another account's", () => {
    const shown = { pages: [page([1], null)], pageParams: [] }
    const keep = keepRowsOfSameAccount(7)
    expect(keep(shown, { queryKey: ['clients', 7, 'products', 'list', { q: 'a' }] })).toBe(shown)
    expect(keep(shown, { queryKey: ['clients', 8, 'products', 'list', { q: 'a' }] })).toBeUndefined()
    expect(keep(undefined)).toBeUndefined()
  })
})
