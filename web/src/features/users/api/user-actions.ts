import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pathApi } from '@/lib/api/area-api'
import type { PathsWith } from '@/lib/api/types'
import type { User } from './get-user'
import { userKeys } from './keys'

const actionPaths = {
  invite: '/api/users/{userId}/invitation',
  deactivate: '/api/users/{userId}/deactivate',
  activate: '/api/users/{userId}/activate',
} as const satisfies Record<string, PathsWith<'post'>>

/** Mail a new invitation, deactivate, activate again. */
export type UserAction = keyof typeof actionPaths

/**
 * One of a user's actions. The answer is the user as they are now; a refusal (409: registered,
 * deactivated or the last administrator meanwhile) reads them again too, as does the overview.
 */
export function useUserAction(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: UserAction) =>
      (await pathApi.post(actionPaths[action], { params: { userId } })).data as User,
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(0, userId), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  })
}
