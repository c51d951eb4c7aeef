import { redirect } from 'react-router'
import { authStore } from '@/lib/auth/auth-store'
import { getProfile } from '@/lib/auth/get-profile'
import { routePath } from '@/config/paths'

/** Loader of the guest area: a logged-in user goes to the dashboard. */
export function guestOnly(): Response | null {
  return authStore.get().token ? redirect(routePath('dashboard')) : null
}

/** Loader of the authenticated area: a guest goes to login; a missing profile is fetched first. */
export async function requireAuth(): Promise<Response | null> {
  const { token, profile } = authStore.get()
  if (!token) return redirect(routePath('login'))
  if (!profile) authStore.setProfile(await getProfile())
  return null
}
