import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, TULIP } from './support/auth'
import { dismissSnackbar } from './support/concepts'
import { uniqueEmail } from './support/kade'
import { shot } from './support/shots'
import { text } from './support/texts'
import { acceptInvitation, inviteUser, userForm } from './support/users'

// Managing a user: the administrator creates an Exit user for Tulip, who is mailed an invitation,
// chooses a password and logs in; the administrator deactivates them, and the invitee's open page is
// logged out at its next request. Once in English and once in Dutch.

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
    const form = userForm(admin, locale)
    await inviteUser(admin, locale, { name, email, level: 'Exit', account: TULIP.name }, async () => {
      await expect(form.translatorOrders).toBeEnabled()
      await expectNoSeriousA11yViolations(admin, `add user ${locale}`)
      await shot(admin, `user-create-${locale}`)
    })
    const row = admin
      .getByRole('table', { name: t('userOverview.tableLabel'), exact: true })
      .locator('tbody tr')
      .filter({ hasText: email })
    await expect(row).toContainText(t('userOverview.level.Exit'))
    await expect(row).toContainText(TULIP.name)
    await expect(row).toContainText(t('userOverview.invitationOpen'))

    // The invitee opens the mailed link, chooses a password and logs in.
    const invitee = await (await browser.newContext({ locale })).newPage()
    await acceptInvitation(invitee, locale, email, password)
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
    await dismissSnackbar(admin, t('users.done.deactivate', { name }), locale)
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
