import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, DEMO_PASSWORD, loginForm, submitLogin } from './support/auth'
import { shot } from './support/shots'
import { nl, topLevelMenuKeys } from './support/texts'

test('a Dutch browser gets the login page and the menu in Dutch', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-NL' })
  const page = await context.newPage()
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL')
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.login.title') })).toBeVisible()
  const form = loginForm(page, 'nl-NL')
  await expect(form.email).toBeVisible()
  await expect(form.password).toBeVisible()
  await expect(form.forgotPassword).toBeVisible()
  await expect(form.submit).toBeVisible()
  await expect(page).toHaveTitle(`${nl('routes.login.title')} – ${nl('common.appName')}`)
  await shot(page, 'login-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch login')

  await submitLogin(page, DEMO.polderClient, DEMO_PASSWORD, 'nl-NL')
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.dashboard.title') })).toBeVisible()
  const menu = page.getByRole('navigation', { name: nl('menu.label') })
  for (const key of topLevelMenuKeys) {
    await expect(menu.getByText(nl(key), { exact: true }), `menu entry ${nl(key)}`).toBeVisible()
  }
  const account = page.getByRole('combobox', { name: nl('auth.selectAccount'), exact: true })
  await expect(account).toHaveValue('Polder Design Co.')
  await expect(page.getByRole('button', { name: nl('auth.logout'), exact: true })).toBeVisible()
  await context.close()
})
