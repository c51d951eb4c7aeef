import enGB from '@/locales/en-GB.json'
import nlNL from '@/locales/nl-NL.json'

// Each language is its common file plus one file per area in its folder (src/locales/<lang>/*.json),
// so areas keep their texts apart. Every area file has its own top-level keys.

export type Translations = { [key: string]: string | Translations }

const areaFiles = import.meta.glob<Translations>('../locales/*/*.json', { eager: true, import: 'default' })

function areasOf(language: string): Translations[] {
  return Object.entries(areaFiles)
    .filter(([path]) => path.split('/').at(-2) === language)
    .map(([, texts]) => texts)
}

/** The whole translation tree of a language. */
export const translationsOf = (language: 'en-GB' | 'nl-NL'): Translations =>
  Object.assign({}, language === 'en-GB' ? enGB : nlNL, ...areasOf(language))

/** The area files of a language by file name, for the parity test. */
export function areaFilesOf(language: string): Record<string, Translations> {
  return Object.fromEntries(
    Object.entries(areaFiles)
      .filter(([path]) => path.split('/').at(-2) === language)
      .map(([path, texts]) => [path.split('/').at(-1) as string, texts]),
  )
}
