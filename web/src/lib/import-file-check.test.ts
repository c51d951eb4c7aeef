import { describe, expect, it } from 'vitest'
import { importFileProblem, MAX_IMPORT_MB } from './import-file-check'

const sized = (name: string, bytes: number) => {
  const file = new File([''], name)
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

describe('importFileProblem', () => {
  it('accepts .csv and .xlsx in any case', () => {
    for (const name of ['products.csv', 'PRODUCTS.XLSX', 'a.b.Csv'])
      expect(importFileProblem(sized(name, 10))).toBeNull()
  })

  it('refuses other file types', () => {
    for (const name of ['products.txt', 'products.xls', 'products.csv.zip', 'csv']) {
      expect(importFileProblem(sized(name, 10))).toBe('import.errors.file_type')
    }
  })

  it('refuses a file over the size limit, and takes one of exactly the limit', () => {
    const limit = MAX_IMPORT_MB * 1024 * 1024
    expect(importFileProblem(sized('products.csv', limit))).toBeNull()
    expect(importFileProblem(sized('products.csv', limit + 1))).toBe('import.errors.too_large,50')
  })
})
