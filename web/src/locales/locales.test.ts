import { describe, expect, it } from 'vitest'
import enGB from './en-GB.json'
import nlNL from './nl-NL.json'
import glossary from '../../../docs/glossary.md?raw'
import { areaFilesOf, translationsOf } from '@/lib/locale-resources'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

const en = flatten(await translationsOf('en-GB'))
const nl = flatten(await translationsOf('nl-NL'))

/** The first column of the glossary's table under `heading`, without its backquotes. */
function glossaryColumn(heading: string): string[] {
  const section = glossary.split(`## ${heading}\n`)[1]?.split('\n## ')[0] ?? ''
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1])
}

const sameInBothLanguages = glossaryColumn('Texts that stay the same in both languages')
const wordsNotUsed = glossaryColumn('Words not used')
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

describe('translations', () => {
  it('have the same area files in both languages', async () => {
    expect(Object.keys(await areaFilesOf('nl-NL')).sort()).toEqual(Object.keys(await areaFilesOf('en-GB')).sort())
  })

  it('give every area file its own top-level keys', async () => {
    for (const [common, language] of [
      [enGB, 'en-GB'],
      [nlNL, 'nl-NL'],
    ] as const) {
      const owners = [common, ...Object.values(await areaFilesOf(language))].flatMap((texts) => Object.keys(texts))
      expect(owners.filter((key, index) => owners.indexOf(key) !== index)).toEqual([])
    }
  })

  it('have the same keys in en-GB and nl-NL', () => {
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort())
  })

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en)) expect([key, placeholders(nl[key])]).toEqual([key, placeholders(en[key])])
  })

  it('have no Dutch text equal to its English one unless the glossary allows it', () => {
    expect(sameInBothLanguages).toContain('Kade')
    expect(Object.keys(en).filter((key) => nl[key] === en[key] && !sameInBothLanguages.includes(nl[key]))).toEqual([])
  })

  it('allow in the glossary only texts that are the same in both languages', () => {
    const same = new Set(Object.keys(en).flatMap((key) => (nl[key] === en[key] ? [nl[key]] : [])))
    expect(sameInBothLanguages.filter((text) => !same.has(text))).toEqual([])
  })

  it("speak Dutch with the glossary's words: informal 'je', never 'u', one word per concept", () => {
    expect(wordsNotUsed).toEqual(expect.arrayContaining(['u', 'uw', 'bulk', 'on hold', 'lotnummer', 'batch']))
    const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const notUsed = new RegExp(`(?<![\\p{L}\\p{N}])(${wordsNotUsed.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu')
    expect(Object.entries(nl).filter(([, text]) => notUsed.test(text))).toEqual([])
  })

  it('have no empty texts', () => {
    expect(Object.entries({ ...en, ...nl }).filter(([, text]) => text.trim() === '')).toEqual([])
  })

  it('keep the specification texts word for word', () => {
    expect(en).toMatchObject({
      'auth.redirecting': 'You are logged in, we are redirecting you now.',
      'auth.registration_complete': 'Your registration is complete, you can now login.',
      'auth.selectAccount': 'Select an account',
      'auth.pleaseSelectAccount': 'Please select an account',
      'validation.required': 'This field is required',
      'validation.min': 'This field must be at least {{0}}',
      'validation.max': 'This field must be at most {{0}}',
      'errors.422': 'You have not filled in all fields correctly. Check the fields and try again',
      'errors.generic': 'Something went wrong, please try again later. If the problem persists, please contact us',
      'auth.registration.verifyFailed':
        'Something went wrong. Probably your registration link is expired or you have already activated your account.',
      'passwords.token': 'Something went wrong. Probably your password reset link is expired.',
      'invitation.token': 'Something went wrong. Probably your registration link is expired.',
      'auth.forgotten.sent':
        'You will receive an email immediately if your email address is known to us. If your email address is not known to us, please contact us at {{email}}',
      'common.buttons.back': 'Back',
      'common.buttons.save': 'Save',
      'common.buttons.send': 'Send',
      'common.buttons.add': 'Add',
      'common.buttons.close': 'Close',
      'common.buttons.loadMore': 'Load more',
      'common.buttons.create': 'Create',
      'common.buttons.resetFilters': 'Reset filters',
      'common.buttons.cancel': 'Cancel',
      'common.buttons.continue': 'Continue',
      'common.buttons.next': 'Next',
      'common.buttons.previous': 'Previous',
      'common.buttons.download': 'Download',
      'common.buttons.delete': 'Delete',
      'common.buttons.edit': 'Edit',
      'common.buttons.export': 'Export',
      'common.labels.search': 'Search',
      'common.labels.actions': 'Actions',
      'menu.products.importGuide': 'Add new products',
      'addressBook.saved': 'We saved the address successfully',
      'addressBook.status.change_requested': 'Change requested',
      'addressBook.status.ready_to_save': 'Ready to save',
      'orders.required_fields': 'Please fill out all required fields',
      'orders.warning.more_than_available': "You've ordered more than the available stock, please check your order.",
      'deliveries.validation.reference_max': 'The reference may consist of max. 50 characters',
      'deliveries.validation.product_required': 'Product is required',
      'deliveries.validation.product_unknown': 'Product unknown, please inform the provider',
      'deliveries.validation.duplicate_article': 'An article number may only occur once per concept delivery',
      'deliveries.validation.max_lines': 'Maximum number of lines of {{0}} is reached',
      'deliveries.just_processed':
        'This delivery has just been processed. The exact receipt data will be visible within one hour.',
    })
  })

  it('have a text for every message key the API sends', () => {
    const apiKeys = [
      'auth.failed',
      'passwords.token',
      'passwords.current_wrong',
      'auth.two_factor.code',
      'auth.two_factor.expired',
      'auth.two_factor.on',
      'auth.two_factor.not_started',
      'invitation.token',
      'errors.bad_request',
      'errors.too_large',
      'errors.401',
      'errors.403',
      'errors.404',
      'errors.422',
      'errors.429',
      'errors.500',
      'validation.required',
      'validation.min',
      'validation.max',
      'validation.email',
      'validation.confirmed',
      'validation.password_is_email',
      'validation.unknown_field',
      'validation.type',
      'validation.too_long',
      'import.errors.too_many_columns',
      'import.errors.busy',
      'validation.country',
      'validation.postal_code',
      'validation.postal_code_format',
      'validation.phone',
      'validation.vat_number',
      'addresses.validation.name_or_company',
      'addresses.validation.house_number_digits',
      'addresses.validation.country_has_postal_codes',
      'orders.required_fields',
      'orders.validation.order_number_taken',
      'orders.validation.order_number_fixed',
      'validation.date',
      'orders.validation.delivery_before_order_date',
      'orders.validation.no_lines',
      'orders.validation.max_lines',
      'orders.validation.product_unknown',
      'orders.validation.product_inactive',
      'orders.validation.duplicate_article',
      'orders.warning.more_than_available',
      'orders.errors.not_allowed',
      'deliveries.required_fields',
      'deliveries.validation.reference_max',
      'deliveries.validation.product_required',
      'deliveries.validation.product_unknown',
      'deliveries.validation.duplicate_article',
      'deliveries.validation.max_lines',
      'deliveries.validation.no_lines',
      'deliveries.errors.not_allowed',
      'warehouse.validation.too_many',
      'warehouse.validation.not_on_order',
      'warehouse.validation.more_than_ordered',
      'warehouse.validation.url',
      'warehouse.validation.serial_numbers',
      'warehouse.validation.product_unknown',
      'warehouse.validation.same_status',
      'returns.validation.order_unknown',
      'returns.validation.product_unknown',
      'users.validation.email_taken',
      'users.validation.staff_accounts',
      'users.refused.last_administrator',
      'users.refused.registered',
      'users.refused.deactivated',
    ]
    expect(apiKeys.filter((key) => !(key in en))).toEqual([])
  })
})
