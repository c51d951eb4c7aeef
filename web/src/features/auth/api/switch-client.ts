import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { authStore, type Profile } from '@/lib/auth/auth-store'

export const switchClient = async (clientId: number): Promise<Profile> =>
  (await api.put('/api/profile/client', { body: { clientId } })).data

/** Switches the account the user works in; everything loaded belonged to the old one, so all queries refetch. */
export function useSwitchClient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: switchClient,
    onSuccess: async (profile) => {
      authStore.setProfile(profile)
      await queryClient.invalidateQueries()
    },
  })
}
