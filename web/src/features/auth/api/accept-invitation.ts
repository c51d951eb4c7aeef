import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'

export const acceptInvitation = (body: ApiBody<'/api/invitation/accept', 'post'>) =>
  api.post('/api/invitation/accept', { body })
