import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/client'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { jsonResponse } from '@/test/render'
import { connectApi } from './connect-api'

const profile = { id: 1, email: 'a@b.nl', name: 'Anna', level: 'Default', clients: [] } as unknown as Profile

function answer401AndWatchReload() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(401, { message: 'errors.401' })),
  )
  const reload = vi.fn()
  vi.stubGlobal('location', { ...window.location, reload })
  connectApi(async () => {})
  return reload
}

afterEach(() => {
  authStore.clear()
  vi.unstubAllGlobals()
})

describe('a 401', () => {
  it('logs a logged-in user out and reloads the page (spec point 8)', async () => {
    const reload = answer401AndWatchReload()
    authStore.setToken('token')
    authStore.setProfile(profile)
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401 })
    expect(authStore.get().token).toBeNull()
    expect(reload).toHaveBeenCalledOnce()
  })

  it('only fails while a token is still being checked, so auth/callback cannot reload in a loop', async () => {
    const reload = answer401AndWatchReload()
    authStore.setToken('handed-over-token')
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401 })
    expect(reload).not.toHaveBeenCalled()
  })
})
