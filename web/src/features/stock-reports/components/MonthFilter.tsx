import { Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EnumFilter } from '@/components/list/EnumFilter'
import { formatMonthName } from '@/lib/format'
import { months, yearsToChoose, type ReportMonth } from './month-filters'

interface MonthFilterProps {
  value: ReportMonth
  onChange: (change: Partial<ReportMonth>) => void
  labels: { month: string; year: string }
}

/** A report's month: the month by its name in the screen's language, and the year. */
export function MonthFilter({ value, onChange, labels }: MonthFilterProps) {
  const { i18n } = useTranslation()
  const monthValues = months.map(String)
  return (
    <Group align="flex-end" gap="md">
      <EnumFilter
        label={labels.month}
        values={monthValues}
        labelOf={(month) => formatMonthName(Number(month), i18n.language)}
        value={String(value.month)}
        onChange={(month) => month && onChange({ month: Number(month) })}
        w={160}
      />
      <EnumFilter
        label={labels.year}
        values={yearsToChoose(value.year).map(String)}
        labelOf={(year) => year}
        value={String(value.year)}
        onChange={(year) => year && onChange({ year: Number(year) })}
        w={110}
      />
    </Group>
  )
}
