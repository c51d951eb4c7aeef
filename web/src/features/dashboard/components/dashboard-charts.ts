import type { InboundWeek, OrdersDay } from '../api/get-dashboard'

// The dashboard's charts as their rows come from the API, labelled in the reader's language: each
// day or week has a short label for the chart's axis and a longer title for the table that holds the
// same figures for screen readers. Calendar dates carry no time, so they are read and written in UTC.

/** One day of the orders chart. */
export interface OrdersChartPoint {
  /** The day, YYYY-MM-DD. */
  date: string
  /** The axis label: day and short month ('27 Nov', '27 nov'). */
  label: string
  /** The table's row header: weekday, day, month and year ('Fri 27 Nov 2026', 'vr 27 nov 2026'). */
  title: string
  received: number
  shipped: number
}

/** One week (Monday to Sunday) of the inbound chart. */
export interface InboundChartPoint {
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string
  /** The axis label: the Monday's day and short month ('23 Nov'). */
  label: string
  /** The table's row header: Monday to Sunday ('23 – 29 Nov 2026', '23–29 nov 2026'). */
  title: string
  units: number
}

const DAY_MS = 24 * 60 * 60 * 1000

const utcDate = (day: string): Date => new Date(`${day}T00:00:00Z`)

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })

/** Oldest first, whatever order the rows came in. */
const byDay = <T>(rows: readonly T[], day: (row: T) => string): T[] =>
  [...rows].sort((a, b) => day(a).localeCompare(day(b)))

/** The orders chart's days, oldest first: orders received (by order date) and shipped each day. */
export function ordersChartPoints(days: readonly OrdersDay[], locale: string): OrdersChartPoint[] {
  const label = format(locale, { day: 'numeric', month: 'short' })
  const title = format(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  return byDay(days, (day) => day.date).map(({ date, received, shipped }) => ({
    date,
    label: label.format(utcDate(date)),
    title: title.format(utcDate(date)),
    received,
    shipped,
  }))
}

/** The inbound chart's weeks, oldest first: the units the warehouse received each week. */
export function inboundChartPoints(weeks: readonly InboundWeek[], locale: string): InboundChartPoint[] {
  const label = format(locale, { day: 'numeric', month: 'short' })
  const range = format(locale, { dateStyle: 'medium' })
  return byDay(weeks, (week) => week.weekStart).map(({ weekStart, units }) => {
    const monday = utcDate(weekStart)
    return {
      weekStart,
      label: label.format(monday),
      title: range.formatRange(monday, new Date(monday.getTime() + 6 * DAY_MS)),
      units,
    }
  })
}

/** The sum of one figure over a chart's points (the charts' summaries). */
export const totalOf = <T>(points: readonly T[], figure: (point: T) => number): number =>
  points.reduce((sum, point) => sum + figure(point), 0)

/** A day in full in the reader's language ('Friday 27 November 2026', 'vrijdag 27 november 2026'). */
export const formatLongDay = (day: string, locale: string): string =>
  format(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utcDate(day))
