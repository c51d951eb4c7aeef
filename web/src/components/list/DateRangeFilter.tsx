import { Group, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import type { DateRange } from '@/lib/list-filters'

export type { DateRange }

interface DateRangeFilterProps {
  range: DateRange
  onChange: (change: Partial<DateRange>) => void
  labels: { from: string; to: string }
}

/** From and To as date inputs; each keeps the other end as its bound, and From after To is said at From. */
export function DateRangeFilter({ range: { dateFrom, dateTo }, onChange, labels }: DateRangeFilterProps) {
  const { t } = useTranslation()
  const fromAfterTo = dateFrom !== '' && dateTo !== '' && dateFrom > dateTo
  return (
    <Group align="flex-start" gap="md">
      <TextInput
        type="date"
        label={labels.from}
        value={dateFrom}
        max={dateTo || undefined}
        error={fromAfterTo && t('validation.date_from_after_to', labels)}
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
