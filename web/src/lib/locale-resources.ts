import enGB from '@/locales/en-GB.json'
import nlNL from '@/locales/nl-NL.json'
import type { Locale } from './locale'

// Each language is its common file plus one file per area in its folder (src/locales/<lang>/*.json),
// so areas keep their texts apart. Every area file has its own top-level keys. The common file is in
// the first script a browser loads; the area files load with the authenticated area, so the /login
// page does not grow with every area.

export type Translations = { [key: string]: string | Translations }

/** The texts the guest pages and the app shell need. */
export const commonTexts: Record<Locale, Translations> = { 'en-GB': enGB, 'nl-NL': nlNL }

export const locales = Object.keys(commonTexts) as Locale[]

const areaFiles = import.meta.glob<Translations>('../locales/*/*.json', { import: 'default' })

/** The area files of a language by file name. */
export async function areaFilesOf(language: string): Promise<Record<string, Translations>> {
  const files = Object.entries(areaFiles).filter(([path]) => path.split('/').at(-2) === language)
  return Object.fromEntries(
    await Promise.all(files.map(async ([path, load]) => [path.split('/').at(-1) as string, await load()] as const)),
  )
}

/** The whole translation tree of a language. */
export const translationsOf = async (language: Locale): Promise<Translations> =>
  Object.assign({}, commonTexts[language], ...Object.values(await areaFilesOf(language)))
