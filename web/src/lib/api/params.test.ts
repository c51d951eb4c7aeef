import { describe, expect, it } from 'vitest'
import { snakeFormData, toParamEntries, toQueryString } from './params'

describe('query and form parameters', () => {
  it('uses snake_case names and 1/0 for booleans', () => {
    expect(toQueryString({ hasErrors: true, isActive: false, dateFrom: '2026-01-01', limit: 50 })).toBe(
      '?has_errors=1&is_active=0&date_from=2026-01-01&limit=50',
    )
  })

  it('repeats the name for arrays and leaves out unset values', () => {
    expect(toParamEntries({ statusId: [1, 2], q: undefined, cursor: null, onHold: [true] })).toEqual([
      ['status_id', '1'],
      ['status_id', '2'],
      ['on_hold', '1'],
    ])
  })

  it('gives no query string for no parameters', () => {
    expect(toQueryString({})).toBe('')
    expect(toQueryString({ q: undefined })).toBe('')
  })

  it('converts form-data keys to snake_case and keeps files', () => {
    const file = new File(['a;b'], 'import.csv')
    const form = new FormData()
    form.append('importFile', file)
    form.append('clientId', '2')
    const converted = snakeFormData(form)
    expect([...converted.keys()]).toEqual(['import_file', 'client_id'])
    expect((converted.get('import_file') as File).name).toBe('import.csv')
    expect(converted.get('client_id')).toBe('2')
  })
})
