import { createHook } from '@/lib/api/area-api'
import type { ApiBody } from '@/lib/api/types'
import { userKeys } from './keys'

const path = '/api/users'

/** What is entered for a user, new or edited. */
export type UserFields = ApiBody<typeof path, 'post'>

const useCreate = createHook(path, () => [userKeys.all])

/** Creates a user and mails them an invitation; the new user shows up in the overview. */
export const useCreateUser = () => useCreate(0)
