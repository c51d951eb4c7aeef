import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { ownSessionKeys } from './keys'

/** 'Log out everywhere else': every session of the user but this one ends. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await api.post('/api/profile/sessions/end-others')
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownSessionKeys.all }),
  })
}
