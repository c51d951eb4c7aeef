import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { CLIENT_NAME, DEMO, DEMO_PASSWORD, loginForm, submitLogin, TULIP } from './support/auth'
import { PROVIDER_NAME } from './support/env'
import { shot } from './support/shots'
import { en, escapeRegExp, topLevelMenuKeys } from './support/texts'

test('a guest is sent to the login card, logs in and lands on the dashboard with the menu', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()

  // A guest opening the dashboard is redirected to login: a centred card with the provider's logo
  // (the server is started with one) and name.
  await page.goto('/')
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.login.title') })).toBeVisible()
  const card = page.locator('main .mantine-Card-root')
  const logo = card.getByRole('img', { name: PROVIDER_NAME })
  await expect(logo).toBeVisible()
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth), 'the logo loads')
    .toBeGreaterThan(0)
  await expect(card.getByText(en('auth.portalOf', { name: PROVIDER_NAME }))).toBeVisible()
  const box = (await card.boundingBox())!
  const viewport = page.viewportSize()!
  expect(Math.abs(box.x - (viewport.width - box.x - box.width)), 'card centred horizontally').toBeLessThanOrEqual(2)
  expect(Math.abs(box.y - (viewport.height - box.y - box.height)), 'card centred vertically').toBeLessThanOrEqual(2)
  const form = loginForm(page)
  await expect(form.email).toBeVisible()
  await expect(form.password).toBeVisible()
  await expect(form.forgotPassword).toBeVisible()
  await expect(form.submit).toBeVisible()
  await expect(page).toHaveTitle(`${en('routes.login.title')} – ${en('common.appName')}`)
  await shot(page, 'login-en')
  await expectNoSeriousA11yViolations(page, 'login')

  // Hold the profile call a moment (login -> profile -> auth/dispense form post), so the redirecting
  // overlay is seen for sure before the full page load to the dashboard.
  await page.route('**/api/profile', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await submitLogin(page, DEMO.client, DEMO_PASSWORD)
  await expect(page.getByRole('status').getByText(en('auth.redirecting'), { exact: true })).toBeVisible()
  await page.unrouteAll({ behavior: 'wait' })

  // The dashboard, inside the layout: the header with the account selector, the menu, the page.
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.dashboard.title') })).toBeVisible()
  await expect(page.getByText(en('dashboard.welcome', { name: CLIENT_NAME }))).toBeVisible()
  await expect(page.getByText(en('auth.redirecting'))).toHaveCount(0)

  const menu = page.getByRole('navigation', { name: en('menu.label') })
  await expect(menu).toBeVisible()
  for (const key of topLevelMenuKeys) {
    await expect(menu.getByText(en(key), { exact: true }), `menu entry ${en(key)}`).toBeVisible()
  }
  const account = page.getByRole('combobox', { name: en('auth.selectAccount'), exact: true })
  await expect(account).toBeVisible()
  await expect(account).toHaveValue(TULIP.name)
  await expect(page.getByRole('button', { name: en('auth.logout'), exact: true })).toBeVisible()
  // The header shows the provider's logo, a link to the dashboard, and the provider's name.
  const header = page.getByRole('banner')
  await expect(
    header.getByRole('link', { name: en('routes.dashboard.title') }).getByRole('img', { name: PROVIDER_NAME }),
  ).toBeVisible()
  await expect(header.getByText(PROVIDER_NAME, { exact: true })).toBeVisible()
  await shot(page, 'dashboard-en')
  await expectNoSeriousA11yViolations(page, 'dashboard')

  await context.close()
})

test('every top-level menu entry is a link or a button, so a keyboard can use it', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/login')
  await submitLogin(page, DEMO.client, DEMO_PASSWORD)
  const menu = page.getByRole('navigation', { name: en('menu.label') })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: en('menu.users'), exact: true })).toBeVisible()
  const tree = await menu.ariaSnapshot()
  for (const key of topLevelMenuKeys) {
    const name = en(key)
    expect
      .soft(tree, `menu entry "${name}" is a link or a button`)
      .toMatch(new RegExp(`- (link|button) "${escapeRegExp(name)}"`))
  }
  if (test.info().errors.length > 0) return // already failed: the groups cannot be reached by keyboard
  // A group opens from the keyboard and shows its entries.
  await menu.getByRole('button', { name: en('menu.salesOrders.title'), exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('link', { name: en('menu.salesOrders.overview'), exact: true })).toBeVisible()

  // 'Contact us' is a page of the portal; 'Website' the provider's site from the server's configuration
  // (its default here).
  await menu.getByRole('button', { name: en('menu.support.title'), exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('link', { name: en('menu.support.contact'), exact: true })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(menu.getByRole('link', { name: en('menu.support.website'), exact: true })).toHaveAttribute(
    'href',
    'https://kade.example.com',
  )
  await context.close()
})
