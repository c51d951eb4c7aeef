import { routePath } from '@/config/paths'
import { authStore } from '@/lib/auth/auth-store'
import { getProfile } from '@/lib/auth/get-profile'
import { dispense } from './api/dispense'

/**
 * What follows a successful login (spec point 7): store the token, fetch the profile, then the
 * auth/dispense browser form post, which lands the browser on the dashboard with a full page load.
 */
export async function completeLogin(token: string): Promise<void> {
  authStore.setToken(token)
  try {
    const profile = await getProfile()
    authStore.setProfile(profile)
    dispense({ redirectUri: new URL(routePath('dashboard'), window.location.origin).href, email: profile.email, token })
  } catch (error) {
    authStore.clear()
    throw error
  }
}
