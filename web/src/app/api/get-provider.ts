import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'

/** The provider's name and contact details, as the server is configured (KADE_PROVIDER_*). */
export const getProvider = async () => (await api.get('/api/provider')).data

export const providerQuery = queryOptions({ queryKey: ['provider'], queryFn: getProvider, staleTime: Infinity })

export const useProvider = () => useQuery(providerQuery)
