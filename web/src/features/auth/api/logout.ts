import { api } from '@/lib/api/client'

/** Revokes the bearer token. */
export const logout = (): Promise<undefined> => api.post('/api/auth/logout')
