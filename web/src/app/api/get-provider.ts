import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'

/** The provider's name and contact details, as the server is configured (KADE_PROVIDER_*). */
export const getProvider = async () => (await api.get('/api/provider')).data

/** The provider, as GET /api/provider answers it. */
export type Provider = Awaited<ReturnType<typeof getProvider>>

export const providerQuery = queryOptions({ queryKey: ['provider'], queryFn: getProvider, staleTime: Infinity })
