import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { expectDashboard, loginForm, logOut, submitLogin, TULIP } from './support/auth'
import { createUser, uniqueEmail } from './support/kade'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'
import { loginCode, turnOnTwoFactor } from './support/two-factor'

const PASSWORD = 'two steps please 2026'
const short = { 'en-GB': 'en', 'nl-NL': 'nl' } as const

for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`a user turns two-factor login on, logs in with a code and with a recovery code, and turns it off (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const say = (key: string, values?: Record<string, string | number>) => text(key, values, locale)
    const email = uniqueEmail('two-factor')
    await createUser({ email, name: 'Tess Twee', client: TULIP.id, password: PASSWORD })
    const context = await browser.newContext({ locale })
    const page = await context.newPage()

    await logIn(page, email, locale)
    await expectDashboard(page, locale)

    // Settings: off, then on with a code of the secret the page shows; the recovery codes once,
    // downloaded as text, then closed.
    const section = page.getByRole('region', { name: say('twoFactor.title'), exact: true })
    const twoFactor = await turnOnTwoFactor(page, locale, {
      atSetup: async () => {
        await shot(page, `two-factor-setup-${short[locale]}`)
        await expectNoSeriousA11yViolations(page, `two-factor setup (${locale})`)
      },
      atRecoveryCodes: async (dialog, codes) => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('button', { name: say('twoFactor.recoveryCodes.download'), exact: true }).click(),
        ])
        expect(download.suggestedFilename()).toBe(say('twoFactor.recoveryCodes.fileName'))
        expect(readFileSync(await download.path(), 'utf8')).toBe(`${codes.join('\n')}\n`)
        await shot(page, `two-factor-recovery-codes-${short[locale]}`)
        await expectNoSeriousA11yViolations(page, `recovery codes (${locale})`)
      },
    })
    await expect(section.getByRole('img')).toHaveCount(0)

    // Logging in now takes a code after the password.
    await logOut(page, locale)
    await logIn(page, email, locale)
    const login = await loginCode(page, locale, twoFactor)
    await shot(page, `two-factor-login-code-${short[locale]}`)
    await expectNoSeriousA11yViolations(page, `login code step (${locale})`)
    await login.field.fill(login.code())
    await page.getByRole('button', { name: say('auth.submit'), exact: true }).click()
    await expectDashboard(page, locale)

    // Or with a recovery code instead.
    await logOut(page, locale)
    await logIn(page, email, locale)
    await page.getByRole('button', { name: say('auth.two_factor.useRecoveryCode'), exact: true }).click()
    const recoveryField = page.getByRole('textbox', { name: say('auth.two_factor.recoveryCode'), exact: true })
    await expect(recoveryField).toBeFocused()
    await shot(page, `two-factor-login-recovery-${short[locale]}`)
    await expectNoSeriousA11yViolations(page, `login recovery code step (${locale})`)
    await recoveryField.fill(twoFactor.recoveryCodes[0])
    await page.getByRole('button', { name: say('auth.submit'), exact: true }).click()
    await expectDashboard(page, locale)

    // Off again, with the current password; then the password alone logs in.
    await page.goto('/settings')
    await expect(section.getByText(say('twoFactor.on'), { exact: true })).toBeVisible()
    await shot(page, `two-factor-on-${short[locale]}`)
    await section.getByRole('button', { name: say('twoFactor.turnOff.button'), exact: true }).click()
    const turnOff = page.getByRole('dialog', { name: say('twoFactor.turnOff.title'), exact: true })
    await turnOff.getByRole('textbox', { name: say('twoFactor.turnOff.currentPassword'), exact: true }).fill(PASSWORD)
    await shot(page, `two-factor-turn-off-${short[locale]}`)
    await expectNoSeriousA11yViolations(page, `turn off two-factor login (${locale})`)
    await turnOff.getByRole('button', { name: say('twoFactor.turnOff.submit'), exact: true }).click()
    await expect(turnOff).toBeHidden()
    await expect(section.getByText(say('twoFactor.off'), { exact: true })).toBeVisible()

    await logOut(page, locale)
    await logIn(page, email, locale)
    await expectDashboard(page, locale)
    await context.close()
  })
}

async function logIn(page: Page, email: string, locale: Locale): Promise<void> {
  await page.goto('/login')
  await expect(loginForm(page, locale).email).toBeVisible()
  await submitLogin(page, email, PASSWORD, locale)
}
