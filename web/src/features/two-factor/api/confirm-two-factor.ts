import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'
import { refreshProfile } from '@/lib/auth/get-profile'

export type TwoFactorConfirmation = ApiBody<'/api/profile/two-factor/confirm', 'post'>

/**
 * Turns two-factor login on with a code of the secret being set up; answers the ten recovery codes,
 * which are shown this once. The profile is read again, so it says two-factor login is on; it is on
 * whatever becomes of that read.
 */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: async (body: TwoFactorConfirmation): Promise<string[]> =>
      (await api.post('/api/profile/two-factor/confirm', { body })).data.recoveryCodes,
    onSuccess: () => refreshProfile().catch(() => undefined),
  })
}
