import { historyHook } from '@/lib/api/area-api'
import { userKeys } from './keys'

const useHistory = historyHook('/api/users/{userId}/history', userKeys)

/**
 * What happened to a user, oldest first: who made, edited, invited, deactivated or activated them, and
 * their own logins, new passwords, two-factor login and ended sessions. Every change of a user reads
 * it again (it is under `userKeys.all`).
 */
export const useUserHistory = (userId: number) => useHistory(0, userId)
