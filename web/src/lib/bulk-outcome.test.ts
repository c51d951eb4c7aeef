import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { describeOutcome, outcomeOf } from './bulk-outcome'

const t = i18next.getFixedT('en-GB')

describe('describeOutcome', () => {
  it('counts a bulk edit, and keeps the failed ones for the next one', () => {
    expect(describeOutcome(t, 'conceptProducts', { action: 'bulkEdit', succeeded: 3, failed: [7, 8] })).toEqual([
      '3 concept products are ready now.',
      '2 still have errors and stay selected for another bulk edit.',
    ])
  })

  it("ends a bulk edit that leaves none failed with the 'last bulk' message", () => {
    expect(describeOutcome(t, 'conceptProducts', { action: 'bulkEdit', succeeded: 1, failed: [] })).toEqual([
      '1 concept product is ready now.',
      'That was the last bulk edit: every selected concept product is ready',
    ])
  })

  it('says how many were sent and how many failed, even when none failed', () => {
    expect(describeOutcome(t, 'conceptProducts', { action: 'send', succeeded: 4, failed: [] })).toEqual([
      '4 concept products were sent and are in the product overview now.',
      '0 could not be sent and stay selected with their errors.',
    ])
    expect(describeOutcome(t, 'conceptProducts', { action: 'send', succeeded: 0, failed: [5] })[1]).toBe(
      '1 could not be sent and stays selected with its errors.',
    )
  })

  it('mentions failed deletions only when there are any', () => {
    expect(describeOutcome(t, 'conceptProducts', { action: 'delete', succeeded: 2, failed: [] })).toEqual([
      '2 concept products deleted.',
    ])
    expect(describeOutcome(t, 'conceptProducts', { action: 'delete', succeeded: 0, failed: [1] })).toEqual([
      '0 concept products deleted.',
      '1 could not be deleted and stays selected.',
    ])
  })

  it('speaks Dutch too', () => {
    expect(
      describeOutcome(i18next.getFixedT('nl-NL'), 'conceptProducts', { action: 'bulkEdit', succeeded: 1, failed: [] }),
    ).toEqual([
      '1 conceptproduct is nu gereed.',
      'Dat was de laatste bewerking van de selectie: elk geselecteerd conceptproduct is gereed',
    ])
  })

  it('counts what a bulk call answered, keeping the failed ids', () => {
    expect(outcomeOf('send', { succeeded: [1, 2], failed: [{ id: 3 }] })).toEqual({
      action: 'send',
      succeeded: 2,
      failed: [3],
    })
    expect(outcomeOf('delete', { succeeded: [4], failed: [{ id: 5 }, { id: 6 }] })).toEqual({
      action: 'delete',
      succeeded: 1,
      failed: [5, 6],
    })
  })
})
