import type { TFunction } from 'i18next'
import type { HistoryEntry } from '@/lib/api/area-api'
import { humanise } from './change-words'

// What an event log entry says happened, in words: on a record's timeline with who did it ('Put on
// hold by Daan de Vries', under history.timeline), in the account's activity with the record's kind
// ('Order put on hold', under activity.done), where who did it has a column of its own.

/** Every action of an account's records and files and of users (docs/architecture.md, 'The event log'), by kind of record. */
const verbs = {
  sales_order: ['created', 'edited', 'held', 'released', 'cancelled', 'assigned', 'shipped', 'partly_shipped'],
  delivery: ['announced', 'edited', 'cancelled', 'arrived', 'received', 'partly_received'],
  product: ['created'],
  import: ['done'],
  export: ['downloaded'],
  user: [
    'created',
    'edited',
    'invited',
    'deactivated',
    'activated',
    'logged_in',
    'password_changed',
    'two_factor_on',
    'two_factor_off',
    'sessions_ended',
  ],
  api_key: ['created', 'revoked'],
  account: ['created', 'edited'],
} as const satisfies Record<string, readonly string[]>

/** The actions with words of their own, such as 'sales_order.held'. */
export const historyActions: readonly string[] = Object.entries(verbs).flatMap(([kind, names]) =>
  names.map((verb) => `${kind}.${verb}`),
)

const hasWords = (action: string): boolean => historyActions.includes(action)

/**
 * What happened and who did it, as a record's timeline says it. An action the portal has no words
 * for yet (the log may know more than this screen) reads as its name.
 */
export function timelineText(t: TFunction, { action, actor }: Pick<HistoryEntry, 'action' | 'actor'>): string {
  return hasWords(action)
    ? t(`history.timeline.${action}`, { name: actor.name })
    : t('history.timeline.other', { action: humanise(action), name: actor.name })
}

/** What happened to which kind of record, as the account's activity says it beside who did it. */
export function activityText(t: TFunction, action: string): string {
  return hasWords(action) ? t(`activity.done.${action}`) : humanise(action)
}
