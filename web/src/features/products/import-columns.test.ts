import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import schemaSource from '@/lib/api/schema.gen.ts?raw'
import { importColumns, productImportFile } from './import-columns'

// The generated types are gone at run time, so the test reads them as text: a schema's body sits
// between `        Name: {` and the next `        };`, its properties indented by 12 spaces.
function schemaProperties(name: string): string[] {
  const start = schemaSource.indexOf(`\n        ${name}: {\n`)
  const end = schemaSource.indexOf('\n        };', start)
  expect(start, `schema ${name} in schema.gen.ts`).toBeGreaterThan(0)
  return [...schemaSource.slice(start, end).matchAll(/^ {12}(\w+)\??:/gm)].map((match) => match[1])
}

function schemaEnum(name: string): string[] {
  const line = schemaSource.match(new RegExp(`^ {8}${name}: (.+);$`, 'm'))
  expect(line, `enumeration ${name} in schema.gen.ts`).not.toBeNull()
  return [...line![1].matchAll(/"([^"]+)"/g)].map((match) => match[1])
}

const enumerationSchemas: Record<string, string> = {
  'products.articleGroup': 'ArticleGroup',
  'products.productType': 'ProductType',
  'products.unit': 'ProductUnit',
  'products.outboundAlgorithm': 'OutboundAlgorithm',
}

describe('the import columns', () => {
  it('are every field of ProductFields, each once', () => {
    const names = importColumns.map((column) => column.name)
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual(schemaProperties('ProductFields').sort())
  })

  it('list exactly the values of their enumeration', () => {
    const choices = importColumns.flatMap((column) => (column.choice ? [column.choice] : []))
    expect(choices.map((choice) => choice.labels).sort()).toEqual(Object.keys(enumerationSchemas).sort())
    for (const choice of choices) {
      expect([choice.labels, [...choice.options]]).toEqual([
        choice.labels,
        schemaEnum(enumerationSchemas[choice.labels]),
      ])
    }
  })

  it('say what an empty cell means where the import fills in a default', () => {
    const empties = Object.fromEntries(
      importColumns.flatMap((column) => (column.empty ? [[column.name, column.empty]] : [])),
    )
    expect(empties).toMatchObject({
      is_active: '1',
      hu: '0',
      article_group: 'General',
      outbound_algorithm: 'Fifo',
      minimum_stock: '0',
    })
    expect(Object.keys(empties)).not.toContain('product_type')
    expect(importColumns.filter((column) => column.boolean).map((column) => column.name)).toContain('has_serial_number')
  })

  it('require the fields the server requires, and the sizes for the product type Physic', () => {
    const names = (requirement: string) =>
      importColumns.filter((column) => column.requirement === requirement).map((column) => column.name)
    expect(names('required')).toEqual(['article_number', 'name', 'product_type', 'unit'])
    expect(names('requiredForPhysic')).toEqual(['weight', 'length', 'width', 'height'])
  })

  it('have a label, a description and labels for their values in both languages', () => {
    const keys = importColumns.flatMap((column) => [
      column.label,
      column.description,
      ...(column.choice?.options.map((value) => `${column.choice!.labels}.${value}`) ?? []),
    ])
    for (const lng of ['en-GB', 'nl-NL']) {
      expect(keys.filter((key) => !i18next.exists(key, { lng, fallbackLng: false }))).toEqual([])
    }
  })

  it('are grouped in the order of the product form', () => {
    const groups = productImportFile.guideGroups(i18next.getFixedT('en-GB'))
    expect(groups.map(({ title }) => title)).toEqual([
      'Identity',
      'Unit and size',
      'Customs',
      'Expiry and lots',
      'Outer box',
      'Stock settings',
      'Serial numbers',
    ])
    expect(groups.flatMap(({ columns }) => columns.map(({ name }) => name))).toEqual(
      importColumns.map(({ name }) => name),
    )
  })
})
