import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'
import { authStore, type Profile } from '@/lib/auth/auth-store'

export type OwnSettingsFields = ApiBody<'/api/profile', 'put'>

/**
 * The user's own name and language. The answer is the profile as it is now, which the auth store
 * takes: the header shows the new name, and the portal speaks the chosen language at once (lib/i18n).
 */
export function useUpdateOwnSettings() {
  return useMutation({
    mutationFn: async (fields: OwnSettingsFields): Promise<Profile> =>
      (await api.put('/api/profile', { body: fields })).data,
    onSuccess: (profile) => authStore.setProfile(profile),
  })
}
