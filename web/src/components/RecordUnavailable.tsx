import { Alert, Stack, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { AccountPage } from './AccountPage'
import { PageLoader } from './PageLoader'
import { useRouteTitle } from '@/app/use-route-title'
import { ApiError } from '@/lib/api/errors'
import { translateError } from '@/lib/translate-message'

/** A path segment as an id the API can know; anything else cannot be a record. */
export const recordId = (segment: string | undefined): number | null =>
  segment && /^[1-9]\d{0,17}$/.test(segment) ? Number(segment) : null

/**
 * A record's page that cannot show it: not found (an unknown id, or another account's, which the
 * API answers alike) or the call failed. Under the route's title, why; untitled where the page
 * around it shows the title already.
 */
export function RecordUnavailable({
  error = new ApiError(404, 'errors.404'),
  untitled = false,
}: {
  error?: unknown
  untitled?: boolean
}) {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const notFound = error instanceof ApiError && error.status === 404
  return (
    <Stack>
      {!untitled && <Title order={1}>{title}</Title>}
      <Alert color={notFound ? 'gray' : 'red'}>{translateError(t, error)}</Alert>
    </Stack>
  )
}

interface RecordLoadedProps<T> {
  /** The area's query of one record of an account, such as useSalesOrder. */
  useRecord: (clientId: number, id: number) => UseQueryResult<T>
  clientId: number
  id: number
  /** The page around it shows the route's title already. */
  untitled?: boolean
  /** The record's page; it starts afresh for another record. */
  children: (record: T) => ReactNode
}

/** A record's page while its query runs: the loader, then the record, or why it cannot be shown. */
export function RecordLoaded<T>({ useRecord, clientId, id, untitled, children }: RecordLoadedProps<T>) {
  const query = useRecord(clientId, id)
  if (query.isPending) return <PageLoader />
  if (query.isError) return <RecordUnavailable error={query.error} untitled={untitled} />
  return <Fragment key={id}>{children(query.data)}</Fragment>
}

interface PathRecordProps<T> extends Pick<RecordLoadedProps<T>, 'useRecord'> {
  /** The path parameter of the record's id; the account's is `clientId`. */
  idParam: string
  children: (record: T, clientId: number) => ReactNode
}

/** The record of the account the path names, at the path's id; ids that cannot be a record's are not found. */
export function PathRecord<T>({ useRecord, idParam, children }: PathRecordProps<T>) {
  const params = useParams()
  const clientId = recordId(params.clientId)
  const id = recordId(params[idParam])
  if (clientId === null || id === null) return <RecordUnavailable />
  return (
    <RecordLoaded useRecord={useRecord} clientId={clientId} id={id}>
      {(record) => children(record, clientId)}
    </RecordLoaded>
  )
}

/** The record of the current account at the path's id, under the route's title; ids that cannot be a record's are not found. */
export function AccountRecord<T>({ useRecord, idParam, children }: PathRecordProps<T>) {
  const id = recordId(useParams()[idParam])
  if (id === null) return <RecordUnavailable />
  return (
    <AccountPage>
      {(clientId) => (
        <RecordLoaded useRecord={useRecord} clientId={clientId} id={id} untitled>
          {(record) => children(record, clientId)}
        </RecordLoaded>
      )}
    </AccountPage>
  )
}
