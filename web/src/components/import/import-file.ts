import type { TFunction } from 'i18next'
import type { GuideGroup } from './ImportColumnTable'

// An area describes its import file's columns with the keys of their texts; the guide's table and
// the labels of the import's errors are read from that one description alike.

/** A column of an area's import file: its name in the file, its group and requirement, and the keys of its texts. */
export interface ImportColumn<G extends string = string, R extends string = string> {
  name: string
  group: G
  requirement: R
  /** The key of the form field's label. */
  label: string
  /** The key of what the column holds. */
  description: string
  /** A yes/no column: 1/0, yes/no, true/false, ja/nee. */
  boolean?: boolean
  /** The values a cell may hold, with their labels under `${labels}.${value}`. */
  choice?: { options: readonly string[]; labels: string }
  /** What an empty cell or a left-out column means, as written in a file. */
  empty?: string
}

interface ImportFileDescription<G extends string> {
  /** The groups in the template's order, titled by the keys `${groupTitles}.${group}`. */
  groups: readonly G[]
  groupTitles: string
  /** The key prefix of the requirements' words: `${requirements}.${requirement}`. */
  requirements: string
  columns: readonly ImportColumn<G>[]
}

/** An area's import file, in the reader's language. */
export interface ImportFile {
  /** Every column, grouped, for the guide. */
  guideGroups: (t: TFunction) => GuideGroup[]
  /** The label of a file column's field, for the import's errors; none for a name that is no column. */
  columnLabel: (t: TFunction, name: string) => string | undefined
}

/** The guide and the error labels of an import file from its description. */
export function importFile<G extends string>({
  groups,
  groupTitles,
  requirements,
  columns,
}: ImportFileDescription<G>): ImportFile {
  return {
    guideGroups: (t) =>
      groups.map((group) => ({
        title: t(`${groupTitles}.${group}`),
        columns: columns
          .filter((column) => column.group === group)
          .map((column) => ({
            name: column.name,
            label: t(column.label),
            requirement: t(`${requirements}.${column.requirement}`),
            description: t(column.description),
            boolean: column.boolean,
            choice: column.choice?.options.map((value) => ({ value, label: t(`${column.choice?.labels}.${value}`) })),
            empty: column.empty,
          })),
      })),
    columnLabel: (t, name) => {
      const column = columns.find((candidate) => candidate.name === name)
      return column && t(column.label)
    },
  }
}
