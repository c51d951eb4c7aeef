import { api } from '@/lib/api/client'
import { ApiError, GENERIC_ERROR } from '@/lib/api/errors'
import type { ApiBody } from '@/lib/api/types'

export type Credentials = ApiBody<'/api/auth/login', 'post'>

/** A right password's outcome: the bearer token, or, for a user with two-factor login, the challenge to answer with a code. */
export type LoginAnswer = { token: string } | { challenge: string }

export async function login(credentials: Credentials): Promise<LoginAnswer> {
  const { token, twoFactorChallenge } = (await api.post('/api/auth/login', { body: credentials })).data
  if (token) return { token }
  if (twoFactorChallenge) return { challenge: twoFactorChallenge }
  throw new ApiError(200, GENERIC_ERROR) // a 200 with neither breaks the contract
}
