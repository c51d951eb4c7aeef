import type { TFunction } from 'i18next'
import { formatDateTime } from '@/lib/format'
import type { UserRow } from '../api/list-users'
import type { UserAction } from '../api/user-actions'

// Where a user stands: deactivated (no login), invited (no password chosen yet, the link open or
// expired) or active.

export type UserState = 'deactivated' | 'invitationOpen' | 'invitationExpired' | 'active'

type UserStanding = Pick<UserRow, 'deactivatedAt' | 'registered' | 'invitationOpen'>

export function userState({ deactivatedAt, registered, invitationOpen }: UserStanding): UserState {
  if (deactivatedAt) return 'deactivated'
  if (registered) return 'active'
  return invitationOpen ? 'invitationOpen' : 'invitationExpired'
}

/**
 * What may be done with a user besides editing: a deactivated user is activated again; otherwise a
 * new invitation while they have not chosen a password, and deactivation, though not of oneself.
 */
export function actionsFor(user: UserStanding, own: boolean): UserAction[] {
  if (user.deactivatedAt) return ['activate']
  return [...(user.registered ? [] : (['invite'] as const)), ...(own ? [] : (['deactivate'] as const))]
}

/** The user's standing in a line: since when deactivated, the invitation, or the last login (Amsterdam time). */
export function standingText(t: TFunction, user: UserStanding & Pick<UserRow, 'lastLoginDate'>): string {
  if (user.deactivatedAt) return t('users.state.deactivated', { date: formatDateTime(user.deactivatedAt) })
  if (!user.registered) return t(user.invitationOpen ? 'users.state.invitationOpen' : 'users.state.invitationExpired')
  return user.lastLoginDate
    ? t('users.state.lastLogin', { date: formatDateTime(user.lastLoginDate) })
    : t('users.state.neverLoggedIn')
}
