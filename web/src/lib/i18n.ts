import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import enGB from '@/locales/en-GB.json'
import nlNL from '@/locales/nl-NL.json'
import { browserLanguages, DEFAULT_LOCALE, detectLocale } from './locale'

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

void i18next.use(initReactI18next).init({
  resources: {
    'en-GB': { translation: enGB },
    'nl-NL': { translation: nlNL },
  },
  lng: detectLocale(browserLanguages()),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
})
