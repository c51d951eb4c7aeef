import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'
import { refreshProfile } from '@/lib/auth/get-profile'

export type TwoFactorDisabling = ApiBody<'/api/profile/two-factor/disable', 'post'>

/**
 * Turns two-factor login off, confirmed with the current password (a wrong one counts as a failed
 * login). The recovery codes stop working; the profile is read again.
 */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: async (body: TwoFactorDisabling): Promise<void> => {
      await api.post('/api/profile/two-factor/disable', { body })
    },
    onSuccess: () => refreshProfile().catch(() => undefined),
  })
}
