import { describe, expect, it } from 'vitest'
import { MISSING } from '@/lib/format'
import { accountNames, lastLogin } from './user-columns'
import { filtersToSearchParams, isFiltered, parseFilters, resetFilters, userParams } from './user-filters'

describe('users overview filters', () => {
  it('read the search of the address, and nothing else', () => {
    expect(parseFilters(new URLSearchParams('q=%20Daan%20&level=Exit&cursor=x'))).toEqual({ q: 'Daan' })
    expect(parseFilters(new URLSearchParams())).toEqual(resetFilters())
  })

  it("send only a search that narrows, under the API's name", () => {
    expect(userParams({ q: '  ' })).toEqual({ q: undefined })
    expect(filtersToSearchParams({ q: 'tulip.example' }).toString()).toBe('q=tulip.example')
    expect(filtersToSearchParams(resetFilters()).toString()).toBe('')
  })

  it('offer Reset filters while a search narrows the list', () => {
    expect(isFiltered(resetFilters())).toBe(false)
    expect(isFiltered({ q: ' ' })).toBe(false)
    expect(isFiltered({ q: 'exit' })).toBe(true)
  })
})

describe('users overview columns', () => {
  it("join a user's accounts by name, and show none for staff", () => {
    expect(
      accountNames({
        accounts: [
          { id: 2, name: 'Polder Design Co.' },
          { id: 1, name: 'Tulip Webshop B.V.' },
        ],
      }),
    ).toBe('Polder Design Co., Tulip Webshop B.V.')
    expect(accountNames({ accounts: [] })).toBe(MISSING)
  })

  it('show the last login in Amsterdam time, and never as a dash', () => {
    expect(lastLogin({ lastLoginDate: '2026-11-22T10:05:00Z' })).toBe('22 Nov 2026, 11:05')
    expect(lastLogin({ lastLoginDate: null })).toBe(MISSING)
  })
})
