import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, submitLogin } from './support/auth'
import { createUser, uniqueEmail } from './support/kade'
import { shot } from './support/shots'
import { text } from './support/texts'
import { totp } from './support/totp'

// The login policy: the administrator requires two-factor login of the provider's staff; a provider
// employee without it logs in to a Settings page that offers only its setup, cannot go elsewhere,
// sets it up and then works as before. The administrator turns the policy off again, also when a
// step fails, so that no other journey's staff login is asked for a code.

const PASSWORD = 'staff login policy 2026'

for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`the provider requires two-factor login of its staff (${locale})`, async ({ browser }) => {
    test.setTimeout(90_000)
    const say = (key: string) => text(key, {}, locale)
    const email = uniqueEmail('staff-policy')
    await createUser({ email, name: 'Stan Staff', level: 'Provider', password: PASSWORD })

    const admin = await (await browser.newContext({ locale })).newPage()
    await login(admin, DEMO.admin, undefined, locale)
    await admin.goto('/settings')
    const policy = admin.getByRole('switch', { name: say('settings.loginPolicy.requireTwoFactor'), exact: true })
    await setPolicy(admin, policy, true, say('settings.loginPolicy.required'))
    try {
      const page = await (await browser.newContext({ locale })).newPage()
      await page.goto('/login')
      await submitLogin(page, email, PASSWORD, locale)
      await expect(page).toHaveURL((url) => url.pathname === '/settings')
      await expect(page.getByText(say('settings.twoFactorRequired'), { exact: true })).toBeVisible()
      await shot(page, `login-policy-required-${locale}`)
      await expectNoSeriousA11yViolations(page, `settings while two-factor login is required (${locale})`)
      await page.goto('/sales-order')
      await expect(page).toHaveURL((url) => url.pathname === '/settings')

      const section = page.getByRole('region', { name: say('twoFactor.title'), exact: true })
      await section.getByRole('button', { name: say('twoFactor.turnOn'), exact: true }).click()
      const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replaceAll(' ', '')
      await section.getByRole('textbox', { name: say('auth.two_factor.appCode'), exact: true }).fill(totp(secret))
      await section.getByRole('button', { name: say('twoFactor.setup.confirm'), exact: true }).click()
      const codes = page.getByRole('dialog', { name: say('twoFactor.recoveryCodes.title'), exact: true })
      await codes.getByRole('button', { name: say('twoFactor.recoveryCodes.saved'), exact: true }).click()
      await expect(page.getByText(say('settings.twoFactorRequired'), { exact: true })).toBeHidden()
      await page.goto('/sales-order')
      await expect(
        page.getByRole('heading', { level: 1, name: say('routes.salesOrder.overview.title'), exact: true }),
      ).toBeVisible()
    } finally {
      await setPolicy(admin, policy, false, say('settings.loginPolicy.notRequired'))
    }
  })
}

/** Switches the policy to required (or not) and waits for its confirmation. */
async function setPolicy(page: Page, policy: ReturnType<Page['getByRole']>, required: boolean, confirmation: string) {
  if ((await policy.isChecked()) !== required) await policy.click({ force: true })
  await expect(policy).toBeChecked({ checked: required })
  await expect(page.getByText(confirmation, { exact: true }).first()).toBeVisible()
}
