import i18next from 'i18next'

// Figures, money and dates in the reader's locale, for every area. Quantities are whole SKUs;
// measures have the precision the API keeps (kg to 3 decimals, cm to 1).

/** Where the warehouse is: its days and months begin and end in Amsterdam time. */
export const TIME_ZONE = 'Europe/Amsterdam'

/** What an empty value shows. */
export const MISSING = '—'

export const formatNumber = (value: number, locale: string = i18next.language): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value)

/** A stock change: always signed, so stock leaving reads as such. */
export const formatChange = (value: number, locale: string = i18next.language): string =>
  new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(value)

/** Per locale, as Intl objects are costly to build and a form has many number inputs. */
const decimalSeparators = new Map<string, string>()

/** The decimal separator of the reader's locale, so number inputs take 0,425 kg or € 12,50 as a Dutch reader writes them. */
export function decimalSeparator(locale: string = i18next.language): string {
  if (!decimalSeparators.has(locale)) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5)
    decimalSeparators.set(locale, parts.find((part) => part.type === 'decimal')?.value ?? '.')
  }
  return decimalSeparators.get(locale) as string
}

/** Money is integer cents in EUR everywhere (docs/domain.md). */
export function formatCurrency(cents: number, locale: string = i18next.language): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100)
}

/** Timestamps are UTC from the API and shown in Amsterdam time. */
export function formatDateTime(iso: string, locale: string = i18next.language): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(
    new Date(iso),
  )
}

/** A month's name (1 is January) in the reader's language: 'March', 'maart'. */
export const formatMonthName = (month: number, locale: string = i18next.language): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)))

/** A calendar month (YYYY-MM) in the reader's language: short its name ('Mar', 'mrt'), long with its year ('March 2026', 'maart 2026'). */
export function formatMonth(month: string, style: 'short' | 'long', locale: string = i18next.language): string {
  const [year, number] = month.split('-').map(Number)
  if (!year || !number) return month
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { month: 'short', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(locale, options).format(new Date(Date.UTC(year, number - 1, 1)))
}

/** Today's date (YYYY-MM-DD) in Amsterdam, the day the portal's days are counted in. */
export const todayInAmsterdam = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  )

/** A calendar date (YYYY-MM-DD) such as a best-before date: no time, so no time zone may shift it. */
export function formatDay(day: string, locale: string = i18next.language): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}
