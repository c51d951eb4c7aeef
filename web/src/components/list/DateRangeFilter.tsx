import { Group, TextInput } from '@mantine/core'

/** A list's From and To: ISO dates (yyyy-mm-dd), both inclusive; '' when open. */
export interface DateRange {
  dateFrom: string
  dateTo: string
}

interface DateRangeFilterProps {
  range: DateRange
  onChange: (change: Partial<DateRange>) => void
  labels: { from: string; to: string }
}

/** From and To as date inputs; each keeps the other end as its bound. */
export function DateRangeFilter({ range: { dateFrom, dateTo }, onChange, labels }: DateRangeFilterProps) {
  return (
    <Group align="flex-end" gap="md">
      <TextInput
        type="date"
        label={labels.from}
        value={dateFrom}
        max={dateTo || undefined}
        onChange={(event) => onChange({ dateFrom: event.currentTarget.value })}
        w={180}
      />
      <TextInput
        type="date"
        label={labels.to}
        value={dateTo}
        min={dateFrom || undefined}
        onChange={(event) => onChange({ dateTo: event.currentTarget.value })}
        w={180}
      />
    </Group>
  )
}
