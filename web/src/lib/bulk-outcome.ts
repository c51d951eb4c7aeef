import type { TFunction } from 'i18next'

/** What a bulk call on concepts answers: the ids that succeeded, and each failed id with its field errors. */
export interface BulkResult {
  succeeded: number[]
  failed: { id: number }[]
}

/** What a bulk action on concepts came to; the failed ones stay selected for the next action. */
export interface BulkOutcome {
  action: 'bulkEdit' | 'send' | 'delete'
  succeeded: number
  failed: number[]
}

export const outcomeOf = (action: BulkOutcome['action'], { succeeded, failed }: BulkResult): BulkOutcome => ({
  action,
  succeeded: succeeded.length,
  failed: failed.map(({ id }) => id),
})

/**
 * The result in words (spec point 4): how many succeeded and how many failed; a bulk edit that left
 * none failed ends with the 'last bulk' message. `texts` is the area's key prefix, such as 'conceptProducts'.
 */
export function describeOutcome(t: TFunction, texts: string, { action, succeeded, failed }: BulkOutcome): string[] {
  const failures = failed.length
  switch (action) {
    case 'bulkEdit':
      return [
        t(`${texts}.bulkEdit.succeeded`, { count: succeeded }),
        failures > 0 ? t(`${texts}.bulkEdit.failed`, { count: failures }) : t(`${texts}.bulkEdit.last`),
      ]
    case 'send':
      return [t(`${texts}.send.succeeded`, { count: succeeded }), t(`${texts}.send.failed`, { count: failures })]
    case 'delete':
      return [
        t(`${texts}.delete.deleted`, { count: succeeded }),
        ...(failures > 0 ? [t(`${texts}.delete.failed`, { count: failures })] : []),
      ]
  }
}
