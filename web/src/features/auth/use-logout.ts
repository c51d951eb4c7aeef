import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { routePath } from '@/app/routes'
import { authStore } from '@/lib/auth/auth-store'
import { logout } from './api/logout'

/** Logs out on the server, then forgets everything about the user, whatever the server answered. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    await logout().catch(() => undefined)
    authStore.clear()
    queryClient.clear()
    await navigate(routePath('login'), { replace: true })
  }
}
