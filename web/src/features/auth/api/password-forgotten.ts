import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'

/** Answers the provider's contact email for the success text. */
export const passwordForgotten = async (body: ApiBody<'/api/password/forgotten', 'post'>): Promise<string> =>
  (await api.post('/api/password/forgotten', { body })).data.contactEmail
