import { expect, type Locator, type Page } from '@playwright/test'
import { dismissSnackbar } from './concepts'
import { text, type Locale } from './texts'

/** A client account as an Administrator enters it on Settings. */
export interface NewAccount {
  name: string
  code: string
  shippingMethod: string
  handlingCosts: number
  contactEmail: string
}

/** An amount as a person in this language types it ('1.95', '1,95'). */
export const typedAmount = (amount: number, locale: Locale) =>
  amount.toFixed(2).replace('.', locale === 'nl-NL' ? ',' : '.')

/** Settings' accounts section, its table and an account's row in it by the account's name. */
export function accountsSection(page: Page, locale: Locale) {
  const section = page.getByRole('region', { name: text('settings.accounts.title', {}, locale) })
  const table = section.getByRole('table', { name: text('settings.accounts.title', {}, locale) })
  return {
    section,
    table,
    row: (name: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) }),
  }
}

/** A field of the account's form in `dialog`, by its label. */
export const accountField = (dialog: Locator, field: string, locale: Locale) =>
  dialog.getByRole('textbox', { name: text(`settings.accounts.fields.${field}`, {}, locale), exact: true })

/**
 * Makes the account from Settings' accounts section (the page must show it) as a person does;
 * `beforeSave` looks at the filled form first. Ends with the form closed and its snackbar too.
 */
export async function createAccount(
  page: Page,
  locale: Locale,
  account: NewAccount,
  beforeSave: () => Promise<void> = async () => {},
): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => text(key, values, locale)
  await accountsSection(page, locale)
    .section.getByRole('button', { name: t('settings.accounts.new'), exact: true })
    .click()
  const form = page.getByRole('dialog', { name: t('settings.accounts.new') })
  const input = (field: string) => accountField(form, field, locale)
  await expect(input('maxDeliveryLines')).toHaveValue('500')
  await input('name').fill(account.name)
  // The code typed in small letters is stored in capitals.
  await input('code').fill(account.code.toLowerCase())
  await input('defaultShippingMethod').fill(account.shippingMethod)
  await input('handlingCosts').fill(typedAmount(account.handlingCosts, locale))
  await input('contactEmail').fill(account.contactEmail)
  await beforeSave()
  await form.getByRole('button', { name: t('common.buttons.save'), exact: true }).click()
  await dismissSnackbar(page, t('settings.accounts.created', { name: account.name }), locale)
  await expect(form).toHaveCount(0)
}
