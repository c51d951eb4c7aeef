import type { QueryKey } from '@tanstack/react-query'
import type { UserFilters } from '../components/user-filters'

// The users are no account's: the caller's level and accounts decide whom they hold. The second
// part of each key, the account of every other area, is 0 (none); the shared hooks of lib/api take
// that account as their first argument. Every change reads `all` again: the overview, the user and
// their history.
export const userKeys = {
  all: ['users'] as const,
  list: (filters: UserFilters): QueryKey => ['users', 0, 'list', filters],
  detail: (_clientId: number, userId: number): QueryKey => ['users', 0, 'detail', userId],
  history: (_clientId: number, userId: number): QueryKey => ['users', 0, 'history', userId],
}
