import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'
import { ownSessionKeys } from './keys'

/** One of the user's logins that still works; `device` is the browser's User-Agent at login. */
export type OwnSession = ApiResult<'/api/profile/sessions', 'get'>['data'][number]

export const ownSessionsQuery = () =>
  queryOptions({
    queryKey: ownSessionKeys.all,
    queryFn: async ({ signal }) => (await api.get('/api/profile/sessions', { signal })).data,
  })

/** The user's sessions, the last seen first (the API's order). */
export const useOwnSessions = () => useQuery(ownSessionsQuery())
