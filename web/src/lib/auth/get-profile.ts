import { api } from '@/lib/api/client'
import type { Profile } from './auth-store'

export const getProfile = async (): Promise<Profile> => (await api.get('/api/profile')).data
