import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { accountKeys, type Account } from '@/lib/accounts/get-account'
import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'
import { refreshProfile } from '@/lib/auth/get-profile'

// Every client account with its settings (Administrators): listed, created and edited.

export type AccountFields = ApiBody<'/api/clients', 'post'>

export const accountsQuery = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: async ({ signal }) => (await api.get('/api/clients', { signal })).data,
  })

export const useAccounts = () => useQuery(accountsQuery())

/**
 * After a save the accounts are read again (the list, and the account an order form starts from), and
 * so is the profile, whose accounts the account selector offers. The account is saved whatever
 * becomes of that read: the selector then catches up at the next page load.
 */
const afterSave = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.all }), refreshProfile().catch(() => undefined)])

export function useCreateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (fields: AccountFields): Promise<Account> =>
      (await api.post('/api/clients', { body: fields })).data,
    onSuccess: () => afterSave(queryClient),
  })
}

export function useUpdateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ clientId, fields }: { clientId: number; fields: AccountFields }): Promise<Account> =>
      (await api.put('/api/clients/{clientId}', { params: { clientId }, body: fields })).data,
    onSuccess: () => afterSave(queryClient),
  })
}
