import { Select } from '@mantine/core'

interface EnumFilterProps<T extends string> {
  label: string
  values: readonly T[]
  labelOf: (value: T) => string
  value: T | null
  onChange: (value: T | null) => void
  /** What shows when nothing is chosen ('All'); with it the choice can be cleared, without it one value is always chosen. */
  placeholder?: string
  w?: number
}

/** A list filter (or sort) that picks one value of an enumeration, each shown by its label. */
export function EnumFilter<T extends string>({
  label,
  values,
  labelOf,
  value,
  onChange,
  placeholder,
  w = 170,
}: EnumFilterProps<T>) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={values.map((option) => ({ value: option, label: labelOf(option) }))}
      value={value}
      onChange={(selected) => onChange(values.find((option) => option === selected) ?? null)}
      clearable={placeholder !== undefined}
      allowDeselect={placeholder !== undefined}
      w={w}
    />
  )
}
