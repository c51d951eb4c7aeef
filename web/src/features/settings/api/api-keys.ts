import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody, ApiResult } from '@/lib/api/types'

// The account's API keys: listed, created (the answer carries the key, shown once) and revoked.

export type ApiKey = ApiResult<'/api/clients/{clientId}/api-keys', 'get'>['data'][number]
export type CreatedApiKey = ApiResult<'/api/clients/{clientId}/api-keys', 'post'>['data']
export type ApiKeyFields = ApiBody<'/api/clients/{clientId}/api-keys', 'post'>

const apiKeysKey = (clientId: number) => ['clients', clientId, 'api-keys'] as const

export const apiKeysQuery = (clientId: number) =>
  queryOptions({
    queryKey: apiKeysKey(clientId),
    queryFn: async ({ signal }) =>
      (await api.get('/api/clients/{clientId}/api-keys', { params: { clientId }, signal })).data,
  })

export const useApiKeys = (clientId: number) => useQuery(apiKeysQuery(clientId))

export function useCreateApiKey(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (fields: ApiKeyFields): Promise<CreatedApiKey> =>
      (await api.post('/api/clients/{clientId}/api-keys', { params: { clientId }, body: fields })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(clientId) }),
  })
}

export function useRevokeApiKey(clientId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (apiKeyId: number) => {
      await api.delete('/api/clients/{clientId}/api-keys/{apiKeyId}', { params: { clientId, apiKeyId } })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(clientId) }),
  })
}
