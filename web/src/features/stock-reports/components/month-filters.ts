import { TIME_ZONE } from '@/lib/format'

// The month report's month (spec: 'Stock month report' filters month and year) lives in the address
// as ?year=&month=, the names the report call and its export take, so a reload, Back or a shared link
// shows the same month. Without them, or with a value the report cannot have, it is the current month
// in Amsterdam, as the API's own default.

export interface ReportMonth {
  year: number
  /** 1 is January. */
  month: number
}

/** The first year the year filter offers. */
export const FIRST_YEAR = 2020

/** The years the API reports on (validation.min,2000 and validation.max,2100 of `year`). */
const YEARS = { min: 2000, max: 2100 }

/** The calendar month it is at `now` in Amsterdam, where the ledger's months begin and end. */
export function currentMonth(now: Date = new Date()): ReportMonth {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {})
  return { year: Number(parts.year), month: Number(parts.month) }
}

/** A whole number written plainly (no sign, no decimals, no exponent) between min and max, else null. */
function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null
  const number = Number(value)
  return number >= min && number <= max ? number : null
}

/** Reads the month from the address; a missing or hand-edited year or month is the current month. */
export function parseMonth(params: URLSearchParams, now: Date = new Date()): ReportMonth {
  const year = wholeNumber(params.get('year'), YEARS.min, YEARS.max)
  const month = wholeNumber(params.get('month'), 1, 12)
  return year === null || month === null ? currentMonth(now) : { year, month }
}

/** The report call's and the export's parameters: always the month shown, so the two never disagree. */
export const monthParams = ({ year, month }: ReportMonth) => ({ year, month })

export const monthToSearchParams = (chosen: ReportMonth): URLSearchParams =>
  new URLSearchParams({ year: String(chosen.year), month: String(chosen.month) })

/** The months of a year, 1 to 12. */
export const months = Array.from({ length: 12 }, (_, index) => index + 1)

/** The years to choose from: FIRST_YEAR to the current one, and the chosen one when a link names another. */
export function yearsToChoose(chosen: number, now: Date = new Date()): number[] {
  const years = Array.from({ length: currentMonth(now).year - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index)
  return years.includes(chosen) ? years : [...years, chosen].sort((a, b) => a - b)
}
