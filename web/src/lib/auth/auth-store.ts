import { useSyncExternalStore } from 'react'
import type { ApiResult } from '@/lib/api/types'

// The auth state of spec point 3, shared by every feature because each works for the logged-in
// user and their current account. Persisted in localStorage so a full page load (such as the
// redirect after auth/dispense) keeps the user logged in.

export type Profile = ApiResult<'/api/profile', 'get'>['data']
export type Level = Profile['level']

export interface AuthState {
  token: string | null
  profile: Profile | null
  /** Kept from the specification's auth state; nothing uses it yet. */
  currentService: null
}

export const AUTH_STORAGE_KEY = 'kade.auth'

const loggedOut: AuthState = { token: null, profile: null, currentService: null }

function load(): AuthState {
  try {
    const stored = localStorage.getItem(AUTH_STORAGE_KEY)
    return stored ? { ...loggedOut, ...(JSON.parse(stored) as Partial<AuthState>) } : loggedOut
  } catch {
    return loggedOut
  }
}

let state = load()
const listeners = new Set<() => void>()

function save(next: AuthState): void {
  state = next
  if (next.token) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next))
  else localStorage.removeItem(AUTH_STORAGE_KEY)
  listeners.forEach((listener) => listener())
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  setToken: (token: string): void => save({ ...state, token }),
  setProfile: (profile: Profile): void => save({ ...state, profile }),
  clear: (): void => save(loggedOut),
}

export const useAuth = (): AuthState => useSyncExternalStore(authStore.subscribe, authStore.get)

/** The logged-in user's profile; only for the authenticated area, whose guard loads it. */
export function useProfile(): Profile {
  const { profile } = useAuth()
  if (!profile) throw new Error('useProfile is used outside the authenticated area')
  return profile
}
