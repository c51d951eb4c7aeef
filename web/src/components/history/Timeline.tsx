import { Alert, Group, Loader, Timeline as MantineTimeline, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { HistoryEntry } from '@/lib/api/area-api'
import { useProfile } from '@/lib/auth/auth-store'
import { formatDateTime } from '@/lib/format'
import { translateError } from '@/lib/translate-message'
import { ActorBadge } from './ActorBadge'
import { timelineText } from './action-words'
import { changeLines, type ChangeLine } from './change-words'

/** A changed field: 'Status: On hold', or 'Reference: PO 118 → PO 119'. */
const changeText = ({ label, from, to }: ChangeLine) =>
  from === null ? `${label}: ${to}` : `${label}: ${from} → ${to}`

/**
 * A record's history, oldest first: each entry says what happened and who did it (a webshop, the
 * warehouse or Kade with a badge), the fields it changed and when. While it loads, a loader; without
 * entries, that nothing happened yet.
 */
export function Timeline({ history }: { history: UseQueryResult<HistoryEntry[]> }) {
  const { t, i18n } = useTranslation()
  const { clients } = useProfile()
  if (history.isPending)
    return (
      <Group role="status" aria-label={t('history.loading')}>
        <Loader size="sm" />
      </Group>
    )
  if (history.isError) return <Alert color="red">{translateError(t, history.error)}</Alert>
  if (history.data.length === 0) return <Text c="gray.7">{t('history.empty')}</Text>
  const accounts = new Map(clients.map((client) => [client.id, client.name]))
  return (
    <MantineTimeline role="list" bulletSize={14} lineWidth={2} active={history.data.length - 1}>
      {history.data.map((entry) => (
        <MantineTimeline.Item
          key={entry.id}
          role="listitem"
          title={
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {timelineText(t, entry)}
              </Text>
              <ActorBadge kind={entry.actor.kind} />
            </Group>
          }
        >
          <Stack gap={2}>
            {changeLines(t, entry, { accounts, language: i18n.language }).map((line) => (
              <Text key={line.label} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {changeText(line)}
              </Text>
            ))}
            <Text size="xs" c="gray.7" component="time" dateTime={entry.occurredAt}>
              {formatDateTime(entry.occurredAt)}
            </Text>
          </Stack>
        </MantineTimeline.Item>
      ))}
    </MantineTimeline>
  )
}
