import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiResult } from '@/lib/api/types'

// An account's settings (its handling costs, default shipping method, the most lines a delivery
// has), which the forms of several areas start from and Settings changes; so their query keys are
// shared here, and a change in Settings reads every account's again.

export type Account = ApiResult<'/api/clients/{clientId}', 'get'>['data']

export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  detail: (clientId: number) => [...accountKeys.all, 'detail', clientId] as const,
}

export const accountQuery = (clientId: number) =>
  queryOptions({
    queryKey: accountKeys.detail(clientId),
    queryFn: async ({ signal }) => (await api.get('/api/clients/{clientId}', { params: { clientId }, signal })).data,
  })

/** The account with its settings, as whoever sees the account may read it. */
export const useAccount = (clientId: number) => useQuery(accountQuery(clientId))
