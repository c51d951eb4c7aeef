import { Alert, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLoader } from './PageLoader'
import { useRouteTitle } from '@/app/use-route-title'
import { ApiError } from '@/lib/api/errors'
import { translateError } from '@/lib/translate-message'

/** A path segment as an id the API can know; anything else cannot be a record. */
export const recordId = (segment: string | undefined): number | null =>
  segment && /^[1-9]\d{0,17}$/.test(segment) ? Number(segment) : null

/**
 * A record's page that cannot show it: not found (an unknown id, or another account's, which the
 * API answers alike) or the call failed. Under the route's title, why.
 */
export function RecordUnavailable({ error = new ApiError(404, 'errors.404') }: { error?: unknown }) {
  const { t } = useTranslation()
  const notFound = error instanceof ApiError && error.status === 404
  return (
    <>
      <Title order={1}>{useRouteTitle()}</Title>
      <Alert color={notFound ? 'gray' : 'red'}>{translateError(t, error)}</Alert>
    </>
  )
}

/** A record's page while its query runs: the loader, then the record, or why it cannot be shown. */
export function RecordLoaded<T>({ query, children }: { query: UseQueryResult<T>; children: (record: T) => ReactNode }) {
  if (query.isPending) return <PageLoader />
  if (query.isError) return <RecordUnavailable error={query.error} />
  return children(query.data)
}
