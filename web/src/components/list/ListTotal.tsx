import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ListTotal as Total } from '@/lib/cursor-list'
import { formatNumber } from '@/lib/format'

interface ListTotalProps {
  total: Total | undefined
  /** The list's plural key ("{{total}} products"); `${textKey}More` says "More than {{total}} products". */
  textKey: string
}

/** How many rows a list holds, once its first page is read. */
export function ListTotal({ total, textKey }: ListTotalProps) {
  const { t } = useTranslation()
  if (!total) return null
  const formatted = formatNumber(total.count)
  return (
    <Text role="status" c="gray.7" pb={6}>
      {total.capped ? t(`${textKey}More`, { total: formatted }) : t(textKey, { count: total.count, total: formatted })}
    </Text>
  )
}
