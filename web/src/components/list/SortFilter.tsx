import { useTranslation } from 'react-i18next'
import { EnumFilter } from './EnumFilter'

interface SortFilterProps<S extends string> {
  /** The key prefix of the list's words: the select's label is `${texts}.sort.label`, each sort's `${texts}.sort.<sort>`. */
  texts: string
  sorts: readonly S[]
  value: S
  onChange: (sort: S) => void
  w?: number
}

/** A list's sort: one of its sorts, always one chosen. */
export function SortFilter<S extends string>({ texts, sorts, value, onChange, w }: SortFilterProps<S>) {
  const { t } = useTranslation()
  return (
    <EnumFilter
      label={t(`${texts}.sort.label`)}
      values={sorts}
      labelOf={(sort) => t(`${texts}.sort.${sort}`)}
      value={value}
      onChange={(sort) => sort && onChange(sort)}
      w={w}
    />
  )
}
