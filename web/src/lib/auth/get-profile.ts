import { api } from '@/lib/api/client'
import { authStore, type Profile } from './auth-store'

export const getProfile = async (): Promise<Profile> => (await api.get('/api/profile')).data

/** Reads the profile into the auth store again: its accounts change when an account is created or renamed. */
export const refreshProfile = async (): Promise<void> => authStore.setProfile(await getProfile())
