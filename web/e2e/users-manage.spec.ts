import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, TULIP } from './support/auth'
import { choose } from './support/concepts'
import { uniqueEmail } from './support/kade'
import { linkIn, readMail } from './support/mail'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'

// Managing a user: the administrator creates an Exit user for Tulip, who is mailed an invitation,
// chooses a password and logs in; the administrator deactivates them, and the invitee's open page is
// logged out at its next request. Once in English and once in Dutch.

/** The user form's controls, by their labels (asterisks are not part of names). */
function userForm(page: Page, locale: Locale) {
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

/** Closes the snackbar saying `message`, by its button in the page's language. */
async function dismissSnackbar(page: Page, locale: Locale, message: string): Promise<void> {
  const snackbar = page.getByRole('alert').filter({ hasText: message })
  await snackbar.getByRole('button', { name: text('common.buttons.close', {}, locale), exact: true }).click()
  await expect(snackbar).toHaveCount(0)
}

for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`the administrator invites a user, who logs in until deactivated (${locale})`, async ({ browser }) => {
    test.slow() // two contexts, a mail, and the axe checks of four pages
    const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
    const heading = (page: Page, route: string) =>
      page.getByRole('heading', { level: 1, name: t(`routes.${route}.title`), exact: true })
    const email = uniqueEmail('mila')
    const name = `Mila Manage ${locale}`
    const password = 'managed-and-welcome-2026'

    // The administrator adds an Exit user for Tulip from the users overview.
    const admin = await (await browser.newContext({ locale })).newPage()
    await login(admin, DEMO.admin, undefined, locale)
    await admin.goto('/user')
    await admin.getByRole('link', { name: t('userOverview.add'), exact: true }).click()
    await expect(heading(admin, 'user.create')).toBeVisible()
    const form = userForm(admin, locale)
    await form.name.fill(name)
    await form.email.fill(email)
    // No level yet, so no accounts.
    await expect(form.accounts).toHaveCount(0)
    await choose(admin, form.level, t('userOverview.level.Exit'))
    await choose(admin, form.accounts, TULIP.name)
    await admin.keyboard.press('Escape')
    await expect(form.translatorOrders).toBeEnabled()
    await admin.mouse.move(0, 0)
    await expectNoSeriousA11yViolations(admin, `add user ${locale}`)
    await shot(admin, `user-create-${locale}`)
    await form.save.click()
    await expect(admin).toHaveURL((url) => url.pathname === '/user')
    await dismissSnackbar(admin, locale, t('users.invited'))
    const row = admin
      .getByRole('table', { name: t('userOverview.tableLabel'), exact: true })
      .locator('tbody tr')
      .filter({ hasText: email })
    await expect(row).toContainText(t('userOverview.level.Exit'))
    await expect(row).toContainText(TULIP.name)
    await expect(row).toContainText(t('userOverview.invitationOpen'))

    // The invitee opens the mailed link, chooses a password and logs in.
    const link = linkIn(await readMail(email), '/invitation/accept/')
    const invitee = await (await browser.newContext({ locale })).newPage()
    await invitee.goto(link)
    await expect(heading(invitee, 'registration.accept')).toBeVisible()
    await invitee.getByRole('textbox', { name: t('auth.password'), exact: true }).fill(password)
    await invitee.getByRole('textbox', { name: t('auth.passwordConfirmation'), exact: true }).fill(password)
    await invitee.getByRole('button', { name: t('auth.registration.submit'), exact: true }).click()
    await expect(invitee).toHaveURL((url) => url.pathname === '/login')
    await login(invitee, email, password, locale)

    // The administrator opens the user: registered, logged in; deactivation is confirmed first.
    await admin.reload()
    await row.getByRole('link', { name, exact: true }).click()
    await expect(heading(admin, 'user.edit')).toBeVisible()
    await expect(form.email).toHaveValue(email)
    await expect(admin.getByText(/^(Last login|Laatst ingelogd): /)).toBeVisible()
    await expect(admin.getByRole('button', { name: t('users.actions.invite'), exact: true })).toHaveCount(0)
    await admin.mouse.move(0, 0)
    await expectNoSeriousA11yViolations(admin, `edit user ${locale}`)
    await shot(admin, `user-edit-${locale}`)

    await admin.getByRole('button', { name: t('users.actions.deactivate'), exact: true }).click()
    const dialog = admin.getByRole('dialog', { name: t('users.confirmDeactivate.title', { name }), exact: true })
    await expect(dialog).toContainText(t('users.confirmDeactivate.body', { name }))
    await expectNoSeriousA11yViolations(admin, `deactivate user ${locale}`)
    await shot(admin, `user-deactivate-${locale}`)
    await dialog.getByRole('button', { name: t('users.confirmDeactivate.confirm'), exact: true }).click()
    await dismissSnackbar(admin, locale, t('users.done.deactivate', { name }))
    await expect(admin.getByText(/^(Deactivated on|Gedeactiveerd op) /)).toBeVisible()
    await expect(admin.getByRole('button', { name: t('users.actions.activate'), exact: true })).toBeVisible()
    await shot(admin, `user-deactivated-${locale}`)

    // The invitee's open page is logged out at its next request (the dashboard makes none: the orders do).
    await invitee.goto('/sales-order')
    await expect(invitee).toHaveURL((url) => url.pathname === '/login')
    await invitee.context().close()

    // The overview marks the user as deactivated.
    await admin.goto('/user')
    await expect(row).toContainText(t('userOverview.deactivated'))
    await shot(admin, `users-deactivated-${locale}`)
    await admin.context().close()
  })
}
