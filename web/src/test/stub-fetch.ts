import { afterEach, beforeEach, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'

/**
 * The fetch of every test of the file: stubbed before each test, with the user when one is given,
 * and reset after it, every spy restored. Answers the mock, for the test to answer and read calls.
 */
export function stubFetchEachTest(profile?: Profile) {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    if (profile) authStore.setProfile(profile)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    fetchMock.mockReset()
  })
  return fetchMock
}
