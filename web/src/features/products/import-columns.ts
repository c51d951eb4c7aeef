import { importFile, type ImportColumn } from '@/components/import/import-file'
import { toSnakeCase } from '@/lib/api/case'
import { newProductForm } from './components/form/product-form-values'
import { fieldGroups, fieldKinds, isRequired, type ProductField } from './components/form/product-fields'

// The columns of the product import file, as the guide explains them: the product form's fields in
// its groups (the template's order), named in snake_case. What each column holds is text in the
// locale files (productImport.columns.descriptions.<field>); which columns a file must have is the
// import's own rule, because article_group and outbound_algorithm have defaults there.

type ProductGroup = (typeof fieldGroups)[number]['name']

/** required: the column must be in the file and filled; requiredForPhysic: filled when the product type is Physic. */
type Requirement = 'required' | 'requiredForPhysic' | 'optional'

type ProductImportColumn = ImportColumn<ProductGroup, Requirement>

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

function columnOf(field: ProductField, group: ProductGroup): ProductImportColumn {
  const kind = fieldKinds[field]
  return {
    name: toSnakeCase(field),
    group,
    requirement: requirementOf(field),
    label: `products.fields.${field}`,
    description: `productImport.columns.descriptions.${field}`,
    boolean: kind.type === 'switch',
    choice: kind.type === 'choice' ? { labels: `products.${kind.labels}`, options: kind.options } : undefined,
    empty: emptyMeans(field),
  }
}

export const importColumns: readonly ProductImportColumn[] = fieldGroups.flatMap(({ name, fields }) =>
  fields.map((field) => columnOf(field, name)),
)

/** The product import file, its columns grouped as the product form groups its fields (the template's order). */
export const productImportFile = importFile({
  groups: fieldGroups.map(({ name }) => name),
  groupTitles: 'products.groups',
  requirements: 'productImport.columns.requirement',
  columns: importColumns,
})
