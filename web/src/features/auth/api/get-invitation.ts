import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'

export const invitationKeys = {
  detail: (token: string) => ['invitation', token] as const,
}

/** The registration verify call: the invited user's email and name. */
export const getInvitation = async (token: string) =>
  (await api.get('/api/invitation/{token}', { params: { token } })).data

export const invitationQuery = (token: string) =>
  queryOptions({ queryKey: invitationKeys.detail(token), queryFn: () => getInvitation(token) })

export const useInvitation = (token: string) => useQuery(invitationQuery(token))
