import { recordHook, type RecordOf } from '@/lib/api/area-api'
import { userKeys } from './keys'

const path = '/api/users/{userId}'

/** A user the caller may manage, as the overview lists them. */
export type User = RecordOf<typeof path, 'get'>

/** One user, under its detail key; the account (the first argument) is 0, as users are no account's. */
export const useUser = recordHook(path, userKeys)
