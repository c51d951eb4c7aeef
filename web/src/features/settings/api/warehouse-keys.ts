import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody, ApiResult } from '@/lib/api/types'

// The warehouse system's keys (Administrators): listed, created (the answer carries the key, shown
// once) and revoked.

export type WarehouseKey = ApiResult<'/api/warehouse-keys', 'get'>['data'][number]
export type CreatedWarehouseKey = ApiResult<'/api/warehouse-keys', 'post'>['data']
export type WarehouseKeyFields = ApiBody<'/api/warehouse-keys', 'post'>

const warehouseKeysKey = ['warehouse-keys'] as const

export const warehouseKeysQuery = () =>
  queryOptions({
    queryKey: warehouseKeysKey,
    queryFn: async ({ signal }) => (await api.get('/api/warehouse-keys', { signal })).data,
  })

export const useWarehouseKeys = () => useQuery(warehouseKeysQuery())

export function useCreateWarehouseKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (fields: WarehouseKeyFields): Promise<CreatedWarehouseKey> =>
      (await api.post('/api/warehouse-keys', { body: fields })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeysKey }),
  })
}

export function useRevokeWarehouseKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (warehouseKeyId: number) => {
      await api.delete('/api/warehouse-keys/{warehouseKeyId}', { params: { warehouseKeyId } })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeysKey }),
  })
}
