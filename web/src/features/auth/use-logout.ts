import { useQueryClient } from '@tanstack/react-query'
import { authStore } from '@/lib/auth/auth-store'
import { logout } from './api/logout'

/**
 * Logs out on the server, then forgets everything about the user, whatever the server answered;
 * the authenticated layout then sends the browser to login.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient()
  return async () => {
    await logout().catch(() => undefined)
    authStore.clear()
    queryClient.clear()
  }
}
