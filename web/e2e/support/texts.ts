import { readdirSync, readFileSync } from 'node:fs'

// The app's own texts (src/locales), so the journeys check exactly what a user reads.

type Messages = { [key: string]: string | Messages }

const localesDir = new URL('../../src/locales/', import.meta.url)
const readMessages = (url: URL): Messages => JSON.parse(readFileSync(url, 'utf8')) as Messages

// As in the app (src/lib/locale-resources.ts): the common file plus every area file of the language.
const load = (locale: string): Messages =>
  Object.assign(
    readMessages(new URL(`${locale}.json`, localesDir)),
    ...readdirSync(new URL(`${locale}/`, localesDir))
      .filter((name) => name.endsWith('.json'))
      .map((name) => readMessages(new URL(`${locale}/${name}`, localesDir))),
  ) as Messages

const locales = { 'en-GB': load('en-GB'), 'nl-NL': load('nl-NL') }

export type Locale = keyof typeof locales

/** The text of `key` with its {{placeholders}} filled in, like i18next does. */
export function text(key: string, values: Record<string, string | number> = {}, locale: Locale = 'en-GB'): string {
  let node: string | Messages = locales[locale]
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !(part in node)) throw new Error(`no text ${key} in ${locale}.json`)
    node = node[part]
  }
  if (typeof node !== 'string') throw new Error(`${key} in ${locale}.json is not a text`)
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}} in ${key}`)
    return String(values[name])
  })
}

/** The English text of `key`. */
export const en = (key: string, values?: Record<string, string | number>): string => text(key, values, 'en-GB')

/** The Dutch text of `key`. */
export const nl = (key: string, values?: Record<string, string | number>): string => text(key, values, 'nl-NL')

/** The top-level menu entries (spec point 2), in order. */
export const topLevelMenuKeys = [
  'menu.users',
  'menu.salesOrders.title',
  'menu.products.title',
  'menu.returns.title',
  'menu.stock.title',
  'menu.deliveries.title',
  'menu.support.title',
  'menu.settings',
]

/** text with every character a regular expression gives a meaning escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
