import { configureApi } from '@/lib/api/client'
import { authStore } from '@/lib/auth/auth-store'
import { routePath } from '@/config/paths'

/** Wires the API client to the auth state and the router (spec point 8: 401 logs out, 403 goes to the forbidden page). */
export function connectApi(navigate: (to: string) => Promise<void>): void {
  configureApi({
    token: () => authStore.get().token,
    onUnauthorized: () => {
      // Only a completed login is logged out with a reload. A token still being checked (login,
      // auth/callback) just fails: reloading auth/callback with the same bad token would loop.
      if (!authStore.get().profile) return
      authStore.clear()
      window.location.reload()
    },
    onForbidden: () => void navigate(routePath('403')),
  })
}
