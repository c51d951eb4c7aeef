import { toSnakeCase } from '@/lib/api/case'
import { newProductForm } from './components/form/product-form-values'
import { fieldGroups, fieldKinds, isRequired, type ProductField } from './components/form/product-fields'

// The columns of the product import file, as the guide explains them: the product form's fields in
// its groups (the template's order), named in snake_case. What each column holds is text in the
// locale files (productImport.columns.descriptions.<field>); which columns a file must have is the
// import's own rule, because article_group and outbound_algorithm have defaults there.

export type ProductGroup = (typeof fieldGroups)[number]['name']

/** required: the column must be in the file and filled; requiredForPhysic: filled when the product type is Physic. */
export type Requirement = 'required' | 'requiredForPhysic' | 'optional'

export interface ImportColumn {
  field: ProductField
  /** The column's name in the file. */
  name: string
  group: ProductGroup
  requirement: Requirement
  /** A yes/no column: 1/0, yes/no, true/false, ja/nee. */
  boolean: boolean
  /** The values a cell may hold, with their labels under products.<labels>.<value>. */
  choice?: { labels: 'articleGroup' | 'productType' | 'unit' | 'outboundAlgorithm'; options: readonly string[] }
  /** What an empty cell or a left-out column means, as written in a file. */
  empty?: string
}

/** The columns every import file must have (internal/products/import_columns.go). */
export const REQUIRED_COLUMNS: readonly ProductField[] = ['articleNumber', 'name', 'productType', 'unit']

function requirementOf(field: ProductField): Requirement {
  if (REQUIRED_COLUMNS.includes(field)) return 'required'
  if (isRequired(field, { productType: 'Physic' }) && !isRequired(field, {})) return 'requiredForPhysic'
  return 'optional'
}

function emptyMeans(field: ProductField): string | undefined {
  const value = newProductForm[field]
  if (typeof value === 'boolean') return value ? '1' : '0'
  return value === null || value === '' ? undefined : String(value)
}

function columnOf(field: ProductField, group: ProductGroup): ImportColumn {
  const kind = fieldKinds[field]
  return {
    field,
    name: toSnakeCase(field),
    group,
    requirement: requirementOf(field),
    boolean: kind.type === 'switch',
    choice: kind.type === 'choice' ? { labels: kind.labels, options: kind.options } : undefined,
    empty: emptyMeans(field),
  }
}

export const importColumns: readonly ImportColumn[] = fieldGroups.flatMap(({ name, fields }) =>
  fields.map((field) => columnOf(field, name)),
)

/** The columns grouped as the product form groups its fields, in the template's order. */
export const columnsByGroup = (): [ProductGroup, ImportColumn[]][] =>
  fieldGroups.map(({ name }) => [name, importColumns.filter((column) => column.group === name)])
