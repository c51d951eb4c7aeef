import { NumberInput } from '@mantine/core'
import { MAX_EXPIRES_WITHIN } from './batch-filters'

interface ExpiresWithinFilterProps {
  /** The field's label, which says that it counts days. */
  label: string
  value: number | null
  onChange: (days: number | null) => void
}

/** 'Expires within N days': whole days from 0 to MAX_EXPIRES_WITHIN; an empty field sets no bound. */
export function ExpiresWithinFilter({ label, value, onChange }: ExpiresWithinFilterProps) {
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      onChange={(days) => onChange(typeof days === 'number' ? days : null)}
      min={0}
      max={MAX_EXPIRES_WITHIN}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      w={200}
    />
  )
}
