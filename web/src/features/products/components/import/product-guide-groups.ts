import type { TFunction } from 'i18next'
import type { GuideGroup } from '@/components/import/ImportColumnTable'
import { columnsByGroup } from '../../import-columns'

/** Every column of the product import file, grouped as the product form, for the guide. */
export const productGuideGroups = (t: TFunction): GuideGroup[] =>
  columnsByGroup().map(([group, columns]) => ({
    title: t(`products.groups.${group}`),
    columns: columns.map((column) => ({
      name: column.name,
      label: t(`products.fields.${column.field}`),
      requirement: t(`productImport.columns.requirement.${column.requirement}`),
      description: t(`productImport.columns.descriptions.${column.field}`),
      boolean: column.boolean,
      choice: column.choice?.options.map((value) => ({
        value,
        label: t(`products.${column.choice?.labels}.${value}`),
      })),
      empty: column.empty,
    })),
  }))
