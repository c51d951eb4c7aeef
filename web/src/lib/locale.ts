export type Locale = 'en-GB' | 'nl-NL'

export const DEFAULT_LOCALE: Locale = 'en-GB'

/** Dutch when the browser's first language is Dutch (nl, nl-NL, nl-BE, ...), otherwise English (spec point 9). */
export function detectLocale(languages: readonly string[]): Locale {
  const first = languages[0]?.toLowerCase() ?? ''
  return first === 'nl' || first.startsWith('nl-') ? 'nl-NL' : DEFAULT_LOCALE
}

/**
 * The portal's language: the one the user chose in Settings (their profile's `language`), else the
 * browser's. No profile (a guest), an empty choice or one this portal does not speak follows the browser.
 */
export function chooseLocale(chosen: string | null | undefined, languages: readonly string[]): Locale {
  return chosen === 'en-GB' || chosen === 'nl-NL' ? chosen : detectLocale(languages)
}

export const browserLanguages = (): readonly string[] =>
  navigator.languages.length > 0 ? navigator.languages : [navigator.language]
