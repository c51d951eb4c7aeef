import { Stack, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { HistoryEntry } from '@/lib/api/area-api'
import { Timeline } from './Timeline'

/** A record page's 'History': a region named by its title, holding the record's timeline. */
export function HistorySection({ history }: { history: UseQueryResult<HistoryEntry[]> }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" mt="md" id={titleId}>
        {t('history.title')}
      </Title>
      <Timeline history={history} />
    </Stack>
  )
}
