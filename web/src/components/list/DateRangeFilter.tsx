import { Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import type { DateRange } from '@/lib/list-filters'
import { DateFilterInput } from './DateFilterInput'

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
      <DateFilterInput
        label={labels.from}
        value={dateFrom}
        max={dateTo || undefined}
        error={fromAfterTo && t('validation.date_from_after_to', labels)}
        onChange={(from) => onChange({ dateFrom: from })}
        w={180}
      />
      <DateFilterInput
        label={labels.to}
        value={dateTo}
        min={dateFrom || undefined}
        onChange={(to) => onChange({ dateTo: to })}
        w={180}
      />
    </Group>
  )
}
