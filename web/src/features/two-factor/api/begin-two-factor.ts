import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import type { ApiResult } from '@/lib/api/types'
import { refreshProfile } from '@/lib/auth/get-profile'

/** A new authenticator secret: its `otpauth://` URI as a QR code (a PNG data URL) and as text. */
export type TwoFactorSetup = ApiResult<'/api/profile/two-factor', 'post'>['data']

/**
 * Starts turning two-factor login on; it is on once a code of the new secret is confirmed. A 409
 * says it is on already (turned on elsewhere): the profile is read again, so the section says so.
 */
export function useBeginTwoFactor() {
  return useMutation({
    mutationFn: async (): Promise<TwoFactorSetup> => (await api.post('/api/profile/two-factor')).data,
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await refreshProfile().catch(() => undefined)
    },
  })
}
