import type { QueryKey } from '@tanstack/react-query'
import { pathApi, type RowOf } from '@/lib/api/area-api'
import { useCursorList, type CursorPage } from '@/lib/cursor-list'
import { userParams, type UserFilters } from '../components/user-filters'

const path = '/api/users'

export type UserRow = RowOf<typeof path>

// The users overview is no account's list: the caller's level and accounts decide whom it holds. Its
// key's second part, the account of every other list, is 0 (none), so that rows stay while another
// search loads.
export const userKeys = {
  all: ['users'] as const,
  list: (filters: UserFilters): QueryKey => ['users', 0, 'list', filters],
}

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
