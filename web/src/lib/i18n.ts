import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { authStore } from './auth/auth-store'
import { browserLanguages, chooseLocale, DEFAULT_LOCALE, type Locale } from './locale'
import { areaFilesOf, commonTexts, locales } from './locale-resources'

/** The language the logged-in user chose in Settings; '' or undefined follows the browser. */
function chosenLanguage(): string | undefined {
  return authStore.get().profile?.language
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

void i18next.use(initReactI18next).init({
  // Copies: adding the areas' texts extends these objects, and the modules' own stay as they are.
  resources: {
    'en-GB': { translation: structuredClone(commonTexts['en-GB']) },
    'nl-NL': { translation: structuredClone(commonTexts['nl-NL']) },
  },
  lng: chooseLocale(chosenLanguage(), browserLanguages()),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
})

// The user's choice applies from the moment their profile is known (right after login, from the stored
// profile on a reload) and as soon as they save another one; logging out returns to the browser's.
let chosen = chosenLanguage()
authStore.subscribe(() => {
  if (chosenLanguage() === chosen) return
  chosen = chosenLanguage()
  void i18next.changeLanguage(chooseLocale(chosen, browserLanguages()))
})

let areaTexts: Promise<void> | undefined

/** Adds the areas' texts of both languages, once; the authenticated area waits for them. */
export function loadAreaTexts(): Promise<void> {
  areaTexts ??= Promise.all(
    locales.map(async (language) => {
      for (const texts of Object.values(await areaFilesOf(language))) {
        i18next.addResourceBundle(language, 'translation', texts, true, true)
      }
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      areaTexts = undefined // a failed load is tried again on the next navigation
      throw error
    },
  )
  return areaTexts
}

/** The screen's language, which a file's `language` field names: an export shows the screen's words of it. */
export function screenLanguage(): Locale {
  return i18next.language === 'nl-NL' ? 'nl-NL' : DEFAULT_LOCALE
}
