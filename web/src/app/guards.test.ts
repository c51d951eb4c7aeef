import { afterEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { jsonResponse } from '@/test/render'
import { guestOnly, requireAuth } from './guards'

const profile = {
  id: 1,
  email: 'a@b.nl',
  name: 'Anna',
  level: 'Default',
  client: null,
  clients: [],
} as unknown as Profile

afterEach(() => {
  authStore.clear()
  vi.unstubAllGlobals()
})

const redirectTarget = (result: Response | null) => result?.headers.get('Location')

describe('route guards', () => {
  it('send a guest from the logged-in area to login', async () => {
    expect(redirectTarget(await requireAuth())).toBe('/login')
  })

  it('let a guest into the guest area', () => {
    expect(guestOnly()).toBeNull()
  })

  it('send a logged-in user from the guest area to the dashboard', () => {
    authStore.setToken('t0k3n')
    expect(redirectTarget(guestOnly())).toBe('/')
  })

  it('let a logged-in user in', async () => {
    authStore.setToken('t0k3n')
    authStore.setProfile(profile)
    expect(await requireAuth()).toBeNull()
  })

  it('fetch the profile when only the token is known', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: { id: 1, name: 'Anna' } }))
    vi.stubGlobal('fetch', fetchMock)
    authStore.setToken('t0k3n')
    expect(await requireAuth()).toBeNull()
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/profile')
    expect(authStore.get().profile).toMatchObject({ name: 'Anna' })
  })
})
