import { describe, expect, it } from 'vitest'
import { salesOrderStatuses } from '../overview/sales-order-filters'
import { actionsFor, isEditable } from './order-actions'

describe('what an order offers by its status', () => {
  it('edits and cancels until the warehouse takes it; holds a Complete order and releases one on hold', () => {
    expect(actionsFor('Complete')).toEqual(['edit', 'hold', 'cancel'])
    expect(actionsFor('OnHold')).toEqual(['edit', 'release', 'cancel'])
    expect(actionsFor('DataIssue')).toEqual(['edit', 'cancel'])
    expect(actionsFor('Assigned')).toEqual([])
    expect(actionsFor('Shipped')).toEqual([])
    expect(actionsFor('Cancelled')).toEqual([])
  })

  it('allows editing in Complete, OnHold and DataIssue only', () => {
    expect(salesOrderStatuses.filter(isEditable)).toEqual(['DataIssue', 'Complete', 'OnHold'])
  })
})
