import { importFile, type ImportColumn } from '@/components/import/import-file'
import { UNITS } from '@/lib/units'
import { CONTAINER_LENGTHS, UNIT_LOADS } from '../delivery-values'

// The columns of the delivery import file (internal/deliveries/import_columns.go), in the template's
// order: the delivery's own columns, repeated on every row of the delivery, then the line's. What
// each holds is text in the locale files (deliveryImport.columns.descriptions.<column>).

/** column: the file must have the column; ready: filled for the delivery to be Ready. */
type Requirement = 'column' | 'ready' | 'optional'

type DeliveryImportColumn = ImportColumn<'delivery' | 'line', Requirement>

const columns: readonly Omit<DeliveryImportColumn, 'description'>[] = [
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

export const deliveryImportColumns: readonly DeliveryImportColumn[] = columns.map((column) => ({
  ...column,
  description: `deliveryImport.columns.descriptions.${column.name}`,
}))

/** The delivery import file, its columns grouped as the delivery form. */
export const deliveryImportFile = importFile({
  groups: ['delivery', 'line'],
  groupTitles: 'deliveryImport.groups',
  requirements: 'deliveryImport.columns.requirement',
  columns: deliveryImportColumns,
})
