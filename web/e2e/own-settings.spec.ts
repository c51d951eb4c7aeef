import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { login, loginForm, submitLogin, TULIP } from './support/auth'
import { choose } from './support/concepts'
import { createUser, uniqueEmail } from './support/kade'
import { shot } from './support/shots'
import { en, nl, text, type Locale } from './support/texts'

test.describe.configure({ timeout: 120_000 })

// Every user keeps their own details, password and sessions on the Settings page. A user of this
// journey's own (the demo users' passwords stay as they are) is logged in twice, in two browsers: in
// the first they choose Dutch, see both logins, log the other out, and change their password; the
// second is logged out; the new password logs in, and Kade speaks Dutch from the first page on.

const PASSWORD = 'own-settings-e2e-2026'
const NEW_PASSWORD = 'own-settings-e2e-2026-new'

/** The Settings page from the menu, in `locale`. */
async function openSettings(page: Page, locale: Locale) {
  const t = (key: string) => text(key, {}, locale)
  await page
    .getByRole('navigation', { name: t('menu.label') })
    .getByRole('link', { name: t('menu.settings'), exact: true })
    .click()
  await expect(page).toHaveURL((url) => url.pathname === '/settings')
  await expect(page.getByRole('heading', { level: 1, name: t('routes.settings.title') })).toBeVisible()
}

async function closeSnackbar(page: Page, message: string, closeLabel: string) {
  const snackbar = page.getByRole('alert').filter({ hasText: message })
  await expect(snackbar).toBeVisible()
  await snackbar.getByRole('button', { name: closeLabel, exact: true }).click()
  await expect(snackbar).toHaveCount(0)
}

test('a user chooses Dutch, logs out everywhere else and changes their password', async ({ browser }) => {
  const email = uniqueEmail('own-settings')
  await createUser({ email, name: 'Sanne Visser', client: TULIP.id, password: PASSWORD })
  const first = await browser.newContext()
  const page = await first.newPage()
  const second = await browser.newContext()
  const other = await second.newPage()
  await login(page, email, PASSWORD)
  await login(other, email, PASSWORD)

  // Your details: the name as given, the language following the (English) browser.
  await openSettings(page, 'en-GB')
  const details = page.getByRole('region', { name: en('ownSettings.details.title') })
  await expect(details.getByRole('textbox', { name: en('ownSettings.details.name'), exact: true })).toHaveValue(
    'Sanne Visser',
  )
  const language = details.getByRole('combobox', { name: en('ownSettings.details.language'), exact: true })
  await expect(language).toHaveValue(en('ownSettings.details.languages.browser'))
  await shot(page, 'own-settings-en')
  await expectNoSeriousA11yViolations(page, 'Settings with the own settings (en-GB)')

  // Dutch: the portal turns Dutch at once, menu and page.
  await choose(page, language, 'Nederlands')
  await details.getByRole('button', { name: en('common.buttons.save'), exact: true }).click()
  await closeSnackbar(page, nl('ownSettings.details.saved'), nl('common.buttons.close'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL')
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.settings.title') })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: nl('menu.label') }).getByRole('link', { name: nl('menu.settings') }),
  ).toBeVisible()

  // Sessions: both logins, this one marked; then the other is logged out.
  const sessions = page.getByRole('region', { name: nl('ownSettings.sessions.title') })
  const rows = sessions.getByRole('table', { name: nl('ownSettings.sessions.title') }).locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: nl('ownSettings.sessions.current') })).toHaveCount(1)
  await expect(rows.first()).toContainText(
    nl('ownSettings.sessions.deviceLabel', { browser: 'Chrome', system: 'Linux' }),
  )
  await shot(page, 'own-settings-nl')
  await expectNoSeriousA11yViolations(page, 'Settings with the own settings (nl-NL)')
  await sessions.getByRole('button', { name: nl('ownSettings.sessions.endOthers'), exact: true }).click()
  const confirmation = page.getByRole('dialog', { name: nl('ownSettings.sessions.endOthersTitle') })
  await expect(confirmation).toContainText(nl('ownSettings.sessions.endOthersBody'))
  await shot(page, 'own-settings-end-others-nl')
  await expectNoSeriousA11yViolations(page, "'Log out everywhere else' confirmation (nl-NL)")
  await confirmation.getByRole('button', { name: nl('ownSettings.sessions.endOthers'), exact: true }).click()
  await closeSnackbar(page, nl('ownSettings.sessions.endedOthers'), nl('common.buttons.close'))
  await expect(rows).toHaveCount(1)
  await expect(sessions.getByText(nl('ownSettings.sessions.onlyThis'), { exact: true })).toBeVisible()

  // The other browser's next page finds its login ended.
  await other.goto('/sales-order')
  await expect(other).toHaveURL((url) => url.pathname === '/login')
  await expect(loginForm(other).submit).toBeVisible()

  // Password: a wrong current one is said at its field; the right one changes it.
  const passwordSection = page.getByRole('region', { name: nl('ownSettings.password.title') })
  const field = (label: string) => passwordSection.getByRole('textbox', { name: label, exact: true })
  const current = field(nl('ownSettings.password.current'))
  await current.fill('not-my-password-2026')
  await field(nl('ownSettings.password.new')).fill(NEW_PASSWORD)
  await field(nl('auth.passwordConfirmation')).fill(NEW_PASSWORD)
  await passwordSection.getByRole('button', { name: nl('auth.reset.submit'), exact: true }).click()
  await expect(current).toHaveAccessibleDescription(nl('passwords.current_wrong'))
  await expect(current).toBeFocused()
  await shot(page, 'own-settings-password-wrong-nl')
  await expectNoSeriousA11yViolations(page, 'a wrong current password (nl-NL)')
  await current.fill(PASSWORD)
  await passwordSection.getByRole('button', { name: nl('auth.reset.submit'), exact: true }).click()
  await closeSnackbar(page, nl('ownSettings.password.changed'), nl('common.buttons.close'))
  await expect(current).toHaveValue('')

  // Logged out, the login page follows the browser again; the old password no longer works, the new one
  // does, and Kade speaks Dutch from the first page on, also after a reload.
  await page.getByRole('button', { name: nl('auth.logout'), exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await submitLogin(page, email, PASSWORD)
  await expect(page.getByRole('alert').filter({ hasText: en('auth.failed') })).toBeVisible()
  await submitLogin(page, email, NEW_PASSWORD)
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.dashboard.title') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.dashboard.title') })).toBeVisible()
  await openSettings(page, 'nl-NL')
  await expect(
    page
      .getByRole('region', { name: nl('ownSettings.details.title') })
      .getByRole('combobox', { name: nl('ownSettings.details.language'), exact: true }),
  ).toHaveValue('Nederlands')

  await first.close()
  await second.close()
})
