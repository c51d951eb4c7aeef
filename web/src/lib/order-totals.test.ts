import { describe, expect, it } from 'vitest'
import table from '../../../internal/orders/testdata/totals.json'
import { camelKeys } from './api/case'
import { basisPoints, lineAmounts, orderFooter, type LineAmounts, type Totals, type TotalsLine } from './order-totals'

// The cases internal/orders (Go) checks too: the footer the form shows is the one the API stores.
interface Case {
  name: string
  lines: TotalsLine[]
  shipmentCostsInclVat: number | null
  handlingCosts: number
  wantLines: LineAmounts[]
  want: Totals
}

const cases = (camelKeys(table) as { cases: Case[] }).cases

describe('order totals', () => {
  it('reads the shared cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(5)
  })

  describe.each(cases)('$name', ({ lines, shipmentCostsInclVat, handlingCosts, wantLines, want }) => {
    it('works out each line as the API does', () => {
      expect(lines.map(lineAmounts)).toEqual(wantLines)
    })

    it('works out the footer as the API does', () => {
      expect(orderFooter(lines, shipmentCostsInclVat, handlingCosts)).toEqual(want)
    })
  })

  it('rounds half a cent away from zero, also below zero', () => {
    const line = { quantity: 1, priceInclVat: null, vatPercentage: 0, discountPercentage: 50 }
    expect(lineAmounts({ ...line, priceExclVat: 1 }).discount).toBe(1)
    expect(lineAmounts({ ...line, priceExclVat: -1 }).discount).toBe(-1)
  })

  it('reads percentages with two decimals exactly', () => {
    expect([21, 12.5, 0.05, 0.29, 100, 0].map(basisPoints)).toEqual([2100n, 1250n, 5n, 29n, 10000n, 0n])
  })
})
