import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'

export const passwordReset = (body: ApiBody<'/api/password/reset', 'post'>) => api.post('/api/password/reset', { body })
