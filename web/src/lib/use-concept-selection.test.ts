import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useConceptSelection } from './use-concept-selection'

describe('useConceptSelection', () => {
  it('keeps the failed ones of a bulk action selected, with their errors open, and shows the outcome', () => {
    const { result } = renderHook(() => useConceptSelection())
    act(() => result.current.setSelectedIds([1, 2, 3]))
    act(() => result.current.report({ action: 'bulkEdit', succeeded: 1, failed: [2, 3] }))
    expect(result.current.selectedIds).toEqual([2, 3])
    expect(result.current.expandedIds).toEqual([2, 3])
    expect(result.current.outcome).toEqual({ action: 'bulkEdit', succeeded: 1, failed: [2, 3] })
    act(() => result.current.closeOutcome())
    expect(result.current.outcome).toBeNull()
  })

  it('counts only the selected rows that are shown', () => {
    const { result } = renderHook(() => useConceptSelection())
    act(() => result.current.setSelectedIds([1, 4]))
    expect(result.current.selectedAmong([{ id: 1 }, { id: 2 }])).toEqual([1])
  })
})
