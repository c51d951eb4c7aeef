import { updateHook } from '@/lib/api/area-api'
import { userKeys } from './keys'

const useUpdate = updateHook('/api/users/{userId}', userKeys, () => [userKeys.all])

/** Replaces a user's fields, checked as a new user's; their row in the overview changes too. */
export const useUpdateUser = (userId: number) => useUpdate(0, userId)
