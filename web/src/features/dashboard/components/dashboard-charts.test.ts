import { describe, expect, it } from 'vitest'
import { formatLongDay, inboundChartPoints, ordersChartPoints, totalOf } from './dashboard-charts'

/** A text with Intl's thin and narrow spaces (around a range's dash) as plain ones. */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ')
const plainTitles = <T extends { title: string }>(points: T[]) =>
  points.map((point) => ({ ...point, title: plain(point.title) }))

const days = [
  { date: '2026-11-26', received: 14, shipped: 11 },
  { date: '2026-11-27', received: 12, shipped: 9 },
  { date: '2026-11-25', received: 0, shipped: 3 },
]

const weeks = [
  { weekStart: '2026-12-28', units: 120 },
  { weekStart: '2026-09-28', units: 480 },
  { weekStart: '2026-11-23', units: 0 },
]

describe('ordersChartPoints', () => {
  it('puts the days oldest first, labelled by day and month and titled with weekday and year, in English', () => {
    expect(ordersChartPoints(days, 'en-GB')).toEqual([
      { date: '2026-11-25', label: '25 Nov', title: 'Wed, 25 Nov 2026', received: 0, shipped: 3 },
      { date: '2026-11-26', label: '26 Nov', title: 'Thu, 26 Nov 2026', received: 14, shipped: 11 },
      { date: '2026-11-27', label: '27 Nov', title: 'Fri, 27 Nov 2026', received: 12, shipped: 9 },
    ])
  })

  it('labels them in Dutch', () => {
    expect(ordersChartPoints(days, 'nl-NL').map((point) => [point.label, point.title])).toEqual([
      ['25 nov', 'wo 25 nov 2026'],
      ['26 nov', 'do 26 nov 2026'],
      ['27 nov', 'vr 27 nov 2026'],
    ])
  })

  it('has no points without days', () => {
    expect(ordersChartPoints([], 'en-GB')).toEqual([])
  })
})

describe('inboundChartPoints', () => {
  it('puts the weeks oldest first, labelled by their Monday and titled Monday to Sunday, across months and years', () => {
    expect(plainTitles(inboundChartPoints(weeks, 'en-GB'))).toEqual([
      { weekStart: '2026-09-28', label: '28 Sept', title: '28 Sept – 4 Oct 2026', units: 480 },
      { weekStart: '2026-11-23', label: '23 Nov', title: '23 – 29 Nov 2026', units: 0 },
      { weekStart: '2026-12-28', label: '28 Dec', title: '28 Dec 2026 – 3 Jan 2027', units: 120 },
    ])
  })

  it('labels them in Dutch', () => {
    expect(plainTitles(inboundChartPoints(weeks, 'nl-NL')).map((point) => [point.label, point.title])).toEqual([
      ['28 sep', '28 sep – 4 okt 2026'],
      ['23 nov', '23–29 nov 2026'],
      ['28 dec', '28 dec 2026 – 3 jan 2027'],
    ])
  })

  it('keeps the calendar day whatever the time zone, also on the day the clocks go back', () => {
    expect(plain(inboundChartPoints([{ weekStart: '2026-10-19', units: 1 }], 'en-GB')[0].title)).toBe(
      '19 – 25 Oct 2026',
    )
  })
})

describe('totalOf and formatLongDay', () => {
  it('add up a figure of the points', () => {
    const points = ordersChartPoints(days, 'en-GB')
    expect([totalOf(points, (p) => p.received), totalOf(points, (p) => p.shipped), totalOf([], () => 1)]).toEqual([
      26, 23, 0,
    ])
  })

  it("write a day in full in the reader's language", () => {
    expect(formatLongDay('2026-11-27', 'en-GB')).toBe('Friday, 27 November 2026')
    expect(formatLongDay('2026-11-27', 'nl-NL')).toBe('vrijdag 27 november 2026')
  })
})
