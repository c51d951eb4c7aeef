import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'
import { ownSessionKeys } from './keys'

export type PasswordChangeFields = ApiBody<'/api/profile/password', 'put'>

/**
 * A new password, given with the current one. Every other session of the user ends with it, so the
 * sessions are read again; this one goes on.
 */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (fields: PasswordChangeFields) => {
      await api.put('/api/profile/password', { body: fields })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownSessionKeys.all }),
  })
}
