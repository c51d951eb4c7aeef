import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'

/** A login's challenge with a code of the authenticator app or a recovery code. */
export type SecondFactor = ApiBody<'/api/auth/two-factor', 'post'>

/** Ends a two-factor login; answers the bearer token. */
export const loginSecondFactor = async (body: SecondFactor): Promise<string> =>
  (await api.post('/api/auth/two-factor', { body })).data.token
