import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { browserLanguages, DEFAULT_LOCALE, detectLocale } from './locale'
import { translationsOf } from './locale-resources'

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

void i18next.use(initReactI18next).init({
  resources: {
    'en-GB': { translation: translationsOf('en-GB') },
    'nl-NL': { translation: translationsOf('nl-NL') },
  },
  lng: detectLocale(browserLanguages()),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
})
