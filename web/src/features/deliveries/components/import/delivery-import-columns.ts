import type { TFunction } from 'i18next'
import type { GuideGroup } from '@/components/import/ImportColumnTable'
import { UNITS } from '@/lib/units'
import { CONTAINER_LENGTHS, UNIT_LOADS } from '../delivery-values'

// The columns of the delivery import file (internal/deliveries/import_columns.go), in the template's
// order: the delivery's own columns, repeated on every row of the delivery, then the line's. What
// each holds is text in the locale files (deliveryImport.columns.descriptions.<column>).

/** column: the file must have the column; ready: filled for the delivery to be Ready. */
export type Requirement = 'column' | 'ready' | 'optional'

export interface DeliveryImportColumn {
  name: string
  group: 'delivery' | 'line'
  requirement: Requirement
  /** The key of the form field's label. */
  label: string
  choice?: { options: readonly string[]; labels: string }
}

export const deliveryImportColumns: readonly DeliveryImportColumn[] = [
  { name: 'reference', group: 'delivery', requirement: 'column', label: 'deliveryForm.fields.reference' },
  { name: 'planned_date', group: 'delivery', requirement: 'ready', label: 'deliveryForm.fields.plannedDate' },
  {
    name: 'unit_load',
    group: 'delivery',
    requirement: 'ready',
    label: 'deliveryForm.fields.unitLoad',
    choice: { options: UNIT_LOADS, labels: 'deliveryForm.unitLoads' },
  },
  {
    name: 'container_length',
    group: 'delivery',
    requirement: 'optional',
    label: 'deliveryForm.fields.containerLength',
    choice: { options: CONTAINER_LENGTHS, labels: 'deliveryForm.containerLengths' },
  },
  {
    name: 'number_of_pallets',
    group: 'delivery',
    requirement: 'optional',
    label: 'deliveryForm.fields.numberOfPallets',
  },
  { name: 'article_number', group: 'line', requirement: 'column', label: 'products.fields.articleNumber' },
  { name: 'quantity', group: 'line', requirement: 'column', label: 'deliveryForm.lines.quantity' },
  {
    name: 'unit',
    group: 'line',
    requirement: 'optional',
    label: 'deliveryForm.lines.unit',
    choice: { options: UNITS, labels: 'products.unit' },
  },
]

const groups = ['delivery', 'line'] as const

/** The columns for the guide, grouped as the delivery form, in the reader's language. */
export const deliveryGuideGroups = (t: TFunction): GuideGroup[] =>
  groups.map((group) => ({
    title: t(`deliveryImport.groups.${group}`),
    columns: deliveryImportColumns
      .filter((column) => column.group === group)
      .map((column) => ({
        name: column.name,
        label: t(column.label),
        requirement: t(`deliveryImport.columns.requirement.${column.requirement}`),
        description: t(`deliveryImport.columns.descriptions.${column.name}`),
        choice: column.choice?.options.map((value) => ({ value, label: t(`${column.choice?.labels}.${value}`) })),
      })),
  }))

/** The label of a file column's field, for the import's errors. */
export const deliveryColumnLabel = (t: TFunction, name: string): string | undefined => {
  const column = deliveryImportColumns.find((candidate) => candidate.name === name)
  return column && t(column.label)
}
