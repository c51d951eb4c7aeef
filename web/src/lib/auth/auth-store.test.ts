import { describe, expect, it } from 'vitest'
import { AUTH_STORAGE_KEY, authStore, type Profile } from './auth-store'

const profile: Profile = {
  id: 1,
  email: 'a@b.nl',
  name: 'Anna',
  level: 'Default',
  clientId: 2,
  clientName: 'Webshop BV',
  lastLoginDate: null,
  canSeeTranslatorOrders: false,
  language: '',
  twoFactor: false,
  twoFactorRequired: false,
  client: { id: 2, name: 'Webshop BV' },
  clients: [{ id: 2, name: 'Webshop BV' }],
}

describe('authStore', () => {
  it('persists token and profile, with currentService kept null', () => {
    authStore.setToken('t0k3n')
    authStore.setProfile(profile)
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '')).toEqual({
      token: 't0k3n',
      profile,
      currentService: null,
    })
  })

  it('clears all auth state on logout', () => {
    authStore.setToken('t0k3n')
    authStore.setProfile(profile)
    authStore.clear()
    expect(authStore.get()).toEqual({ token: null, profile: null, currentService: null })
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  it('tells subscribers about changes', () => {
    let calls = 0
    const unsubscribe = authStore.subscribe(() => calls++)
    authStore.setToken('a')
    unsubscribe()
    authStore.clear()
    expect(calls).toBe(1)
  })
})
