import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'

export type Credentials = ApiBody<'/api/auth/login', 'post'>

/** Answers the bearer token. */
export const login = async (credentials: Credentials): Promise<string> =>
  (await api.post('/api/auth/login', { body: credentials })).data.token
