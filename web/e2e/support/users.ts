import { expect, type Page } from '@playwright/test'
import { choose, dismissSnackbar } from './concepts'
import { linkIn, readMail } from './mail'
import { text, type Locale } from './texts'

/** The user form's controls, by their labels (asterisks are not part of names). */
export function userForm(page: Page, locale: Locale) {
  const t = (key: string) => text(key, {}, locale)
  return {
    name: page.getByRole('textbox', { name: t('users.fields.name'), exact: true }),
    email: page.getByRole('textbox', { name: t('users.fields.email'), exact: true }),
    level: page.getByRole('combobox', { name: t('users.fields.level'), exact: true }),
    accounts: page.getByRole('combobox', { name: t('users.fields.accounts'), exact: true }),
    translatorOrders: page.getByRole('checkbox', { name: t('users.fields.canSeeTranslatorOrders'), exact: true }),
    save: page.getByRole('button', { name: t('common.buttons.save'), exact: true }),
  }
}

export interface Invitee {
  name: string
  email: string
  /** The level's code, e.g. 'Exit'. */
  level: string
  account: string
}

/**
 * Adds the user from the users overview as a person does, which mails them an invitation; `beforeSave`
 * looks at the filled form first. Ends on the overview, its snackbar closed.
 */
export async function inviteUser(
  page: Page,
  locale: Locale,
  invitee: Invitee,
  beforeSave: () => Promise<void> = async () => {},
): Promise<void> {
  const t = (key: string) => text(key, {}, locale)
  await page.goto('/user')
  await page.getByRole('link', { name: t('userOverview.add'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: t('routes.user.create.title'), exact: true })).toBeVisible()
  const form = userForm(page, locale)
  await form.name.fill(invitee.name)
  await form.email.fill(invitee.email)
  // No level yet, so no accounts.
  await expect(form.accounts).toHaveCount(0)
  await choose(page, form.level, t(`userOverview.level.${invitee.level}`))
  await choose(page, form.accounts, invitee.account)
  await page.keyboard.press('Escape')
  await page.mouse.move(0, 0)
  await beforeSave()
  await form.save.click()
  await expect(page).toHaveURL((url) => url.pathname === '/user')
  await dismissSnackbar(page, t('users.invited'), locale)
}

/** The invitee opens the mailed invitation and chooses their password; ends on the login page. */
export async function acceptInvitation(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  const t = (key: string) => text(key, {}, locale)
  await page.goto(linkIn(await readMail(email), '/invitation/accept/'))
  await expect(
    page.getByRole('heading', { level: 1, name: t('routes.registration.accept.title'), exact: true }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: t('auth.password'), exact: true }).fill(password)
  await page.getByRole('textbox', { name: t('auth.passwordConfirmation'), exact: true }).fill(password)
  await page.getByRole('button', { name: t('auth.registration.submit'), exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/login')
}
