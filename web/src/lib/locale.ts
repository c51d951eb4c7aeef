export type Locale = 'en-GB' | 'nl-NL'

export const DEFAULT_LOCALE: Locale = 'en-GB'

/** Dutch when the browser's first language is Dutch (nl, nl-NL, nl-BE, ...), otherwise English (spec point 9). */
export function detectLocale(languages: readonly string[]): Locale {
  const first = languages[0]?.toLowerCase() ?? ''
  return first === 'nl' || first.startsWith('nl-') ? 'nl-NL' : DEFAULT_LOCALE
}

export const browserLanguages = (): readonly string[] =>
  navigator.languages.length > 0 ? navigator.languages : [navigator.language]
