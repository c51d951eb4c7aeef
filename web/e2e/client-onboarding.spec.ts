import { expect, test } from '@playwright/test'
import { createAccount } from './support/accounts'
import { ADMIN_NAME, DEMO, expectDashboard, login, logOut, submitLogin } from './support/auth'
import { uniqueEmail } from './support/kade'
import { orderOverview } from './support/sales-orders'
import { shot } from './support/shots'
import { text } from './support/texts'
import { loginCode, turnOnTwoFactor } from './support/two-factor'
import { acceptInvitation, inviteUser } from './support/users'

// A new client from start to finish: the Administrator makes its account on Settings and invites its
// first user, whose invitation comes by mail; the user chooses a password, turns on two-factor login,
// logs in with a code and works in the new, empty account; the user's page tells the Administrator
// all of it. Once in English, once in Dutch.

test.describe.configure({ timeout: 150_000 })

for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`an Administrator sets up a new client whose user logs in with two-factor login (${locale})`, async ({
    browser,
  }) => {
    const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
    const code = `ON${Date.now().toString(36).toUpperCase()}`
    const account = `Onboarded ${code} B.V.`
    const email = uniqueEmail('onboarded')
    const name = `Olga Onboard ${locale}`
    const password = 'first-day-at-kade-2026'

    // The Administrator makes the account, then invites its user.
    const admin = await (await browser.newContext({ locale })).newPage()
    await login(admin, DEMO.admin, undefined, locale)
    await admin.goto('/settings')
    await expect(admin.getByRole('heading', { level: 1, name: t('routes.settings.title') })).toBeVisible()
    await createAccount(admin, locale, {
      name: account,
      code,
      shippingMethod: 'DHL',
      handlingCosts: 1.5,
      contactEmail: `${code.toLowerCase()}@e2e.example.com`,
    })
    await inviteUser(admin, locale, { name, email, level: 'Default', account })

    // The user accepts the mailed invitation and logs in with the password alone.
    const user = await (await browser.newContext({ locale })).newPage()
    await acceptInvitation(user, locale, email, password)
    await login(user, email, password, locale)

    // Two-factor login on; from now on the password is not enough.
    const twoFactor = await turnOnTwoFactor(user, locale)
    await logOut(user, locale)
    await submitLogin(user, email, password, locale)
    const second = await loginCode(user, locale, twoFactor)
    await second.field.fill(second.code())
    await user.getByRole('button', { name: t('auth.submit'), exact: true }).click()
    await expectDashboard(user, locale)

    // The user works in the new account, which has no orders yet.
    await user.goto('/sales-order')
    await expect(user.getByText(t('salesOrderOverview.noOrders'), { exact: true })).toBeVisible()
    await expect(orderOverview(user, locale).total(0)).toBeVisible()
    await shot(user, `onboarded-orders-${locale}`)
    await user.context().close()

    // The user's page tells the Administrator who added and invited them, and each login.
    await admin.goto('/user')
    await admin
      .getByRole('table', { name: t('userOverview.tableLabel'), exact: true })
      .locator('tbody tr')
      .filter({ hasText: email })
      .getByRole('link', { name, exact: true })
      .click()
    await expect(admin.getByRole('heading', { level: 1, name: t('routes.user.edit.title'), exact: true })).toBeVisible()
    const entries = admin.getByRole('region', { name: t('history.title') }).getByRole('listitem')
    const happened = [
      t('history.timeline.user.created', { name: ADMIN_NAME }),
      t('history.timeline.user.logged_in'),
      t('history.timeline.user.two_factor_on'),
      t('history.timeline.user.logged_in'),
    ]
    await expect(entries).toHaveCount(happened.length)
    for (const [index, words] of happened.entries()) await expect(entries.nth(index)).toContainText(words)
    await admin.mouse.move(0, 0)
    await shot(admin, `onboarded-user-history-${locale}`)
    await admin.context().close()
  })
}
