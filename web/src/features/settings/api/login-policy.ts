import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'

// How the provider wants its staff to log in (Administrators): read and set.

export type LoginPolicy = ApiBody<'/api/login-policy', 'put'>

const loginPolicyKey = ['login-policy'] as const

export const useLoginPolicy = () =>
  useQuery({
    queryKey: loginPolicyKey,
    queryFn: async ({ signal }) => (await api.get('/api/login-policy', { signal })).data,
  })

export function useSetLoginPolicy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (policy: LoginPolicy) => (await api.put('/api/login-policy', { body: policy })).data,
    onSuccess: (policy) => queryClient.setQueryData(loginPolicyKey, policy),
  })
}
