import { configureApi } from '@/lib/api/client'
import { authStore } from '@/lib/auth/auth-store'
import { routePath } from './routes'

/** Wires the API client to the auth state and the router (spec point 8: 401 logs out, 403 goes to the forbidden page). */
export function connectApi(navigate: (to: string) => Promise<void>): void {
  configureApi({
    token: () => authStore.get().token,
    onUnauthorized: () => {
      authStore.clear()
      window.location.reload()
    },
    onForbidden: () => void navigate(routePath('403')),
  })
}
