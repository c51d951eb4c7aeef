import i18next from 'i18next'

const TIME_ZONE = 'Europe/Amsterdam'

/** Money is integer cents in EUR everywhere (DESIGN.md). */
export function formatCurrency(cents: number, locale: string = i18next.language): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100)
}

/** Timestamps are UTC from the API and shown in Amsterdam time. */
export function formatDateTime(iso: string, locale: string = i18next.language): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(
    new Date(iso),
  )
}
