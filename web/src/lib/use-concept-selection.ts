import { useState } from 'react'
import type { BulkOutcome } from './bulk-outcome'

/**
 * A concept list's selection, rows opened on their errors, and the last bulk outcome. After a bulk
 * action the failed ones stay selected, with their errors open, for the next bulk edit or send.
 */
export function useConceptSelection() {
  const [selectedIds, setSelectedIds] = useState<number[]>([])
  const [expandedIds, setExpandedIds] = useState<number[]>([])
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null)

  const report = (next: BulkOutcome) => {
    setOutcome(next)
    setSelectedIds(next.failed)
    setExpandedIds(next.failed)
  }

  return {
    selectedIds,
    setSelectedIds,
    expandedIds,
    setExpandedIds,
    outcome,
    report,
    closeOutcome: () => setOutcome(null),
    /** Bulk actions apply to what is selected and shown. */
    selectedAmong: (rows: readonly { id: number }[]) => selectedIds.filter((id) => rows.some((row) => row.id === id)),
  }
}
