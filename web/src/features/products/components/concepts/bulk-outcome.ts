import type { TFunction } from 'i18next'

/** What a bulk action on concepts came to; the failed ones stay selected for the next action. */
export interface BulkOutcome {
  action: 'bulkEdit' | 'send' | 'delete'
  succeeded: number
  failed: number[]
}

/**
 * The result in words (spec point 4): how many succeeded and how many failed; a bulk edit that left
 * none failed ends with the 'last bulk' message.
 */
export function describeOutcome(t: TFunction, { action, succeeded, failed }: BulkOutcome): string[] {
  const failures = failed.length
  switch (action) {
    case 'bulkEdit':
      return [
        t('conceptProducts.bulkEdit.succeeded', { count: succeeded }),
        failures > 0 ? t('conceptProducts.bulkEdit.failed', { count: failures }) : t('conceptProducts.bulkEdit.last'),
      ]
    case 'send':
      return [
        t('conceptProducts.send.succeeded', { count: succeeded }),
        t('conceptProducts.send.failed', { count: failures }),
      ]
    case 'delete':
      return [
        t('conceptProducts.delete.deleted', { count: succeeded }),
        ...(failures > 0 ? [t('conceptProducts.delete.failed', { count: failures })] : []),
      ]
  }
}
