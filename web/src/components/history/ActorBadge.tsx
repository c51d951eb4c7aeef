import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { HistoryEntry } from '@/lib/api/area-api'

/**
 * Who made a change when it was no person: an account's webshop (its API key), the warehouse (its
 * key) or Kade itself (a job). A user needs none: their name says it.
 */
export function ActorBadge({ kind }: { kind: HistoryEntry['actor']['kind'] }) {
  const { t } = useTranslation()
  if (kind === 'user') return null
  // Outlined in a dark grey: its small text keeps a contrast of 4.5 on white (WCAG AA).
  return (
    <Badge variant="outline" color="gray.8" size="sm">
      {t(`history.actors.${kind}`)}
    </Badge>
  )
}
