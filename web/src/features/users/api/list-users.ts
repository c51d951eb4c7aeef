import { pathApi, type RowOf } from '@/lib/api/area-api'
import { useCursorList, type CursorPage } from '@/lib/cursor-list'
import { userParams, type UserFilters } from '../components/user-filters'
import { userKeys } from './keys'

const path = '/api/users'

export type UserRow = RowOf<typeof path>

/** The users the caller may manage, by name: the pages so far ('Load more' fetches the next). */
export function useUsers(_clientId: number, filters: UserFilters) {
  return useCursorList(0, {
    queryKey: userKeys.list(filters),
    fetchPage: (cursor, signal) =>
      pathApi.get(path, { params: {}, query: { ...userParams(filters), cursor }, signal }) as Promise<
        CursorPage<UserRow>
      >,
  })
}
