import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { text, type Locale } from './texts'

// The demo data of `kade seed --demo` (internal/demo/demo.go).
export const DEMO_PASSWORD = 'kade-demo-2026'
export const DEMO = {
  admin: 'admin@kade.example.com',
  employee: 'employee@kade.example.com',
  client: 'client@tulip.example.com',
  supplier: 'supplier@tulip.example.com',
  exit: 'exit@tulip.example.com',
  polderClient: 'client@polder.example.com',
} as const
export const TULIP = { id: 1, name: 'Tulip Webshop B.V.' }
export const POLDER = { name: 'Polder Design Co.' }
export const CLIENT_NAME = 'Daan de Vries'
export const ADMIN_NAME = 'Ada Administrator'
/**
 * Tulip's order from the EDI translator (internal/demo/orders.go, seedTranslatorOrder): only the users
 * who may see the translator's orders see it, of whom DEMO.exit and DEMO.employee; DEMO.client does not.
 */
export const TULIP_TRANSLATOR_ORDER = { orderNumber: 'TUL01026', reference: 'EDI-4500012345' } as const

export const AUTH_STORAGE_KEY = 'kade.auth'

/** The login form's controls, by their accessible names in `locale` (labels carry a ' *' for required). */
export function loginForm(page: Page, locale: Locale = 'en-GB') {
  return {
    email: page.getByRole('textbox', { name: text('auth.email', {}, locale), exact: true }),
    password: page.getByRole('textbox', { name: text('auth.password', {}, locale), exact: true }),
    submit: page.getByRole('button', { name: text('auth.submit', {}, locale), exact: true }),
    forgotPassword: page.getByRole('link', { name: text('auth.forgotPassword', {}, locale), exact: true }),
  }
}

/** Fills and submits the login form on the current page (which must be /login). */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  locale: Locale = 'en-GB',
): Promise<void> {
  const form = loginForm(page, locale)
  await form.email.fill(email)
  await form.password.fill(password)
  await form.submit.click()
}

/** Logs in through the login page and waits for the dashboard. */
export async function login(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  locale: Locale = 'en-GB',
): Promise<void> {
  await page.goto('/login')
  await submitLogin(page, email, password, locale)
  await expectDashboard(page, locale)
}

/** A new browser context in `locale` with `email` logged in on its page; close the context when done. */
export async function loggedIn(
  browser: Browser,
  locale: Locale,
  email: string,
  options: BrowserContextOptions = {},
): Promise<{ context: Awaited<ReturnType<Browser['newContext']>>; page: Page }> {
  const context = await browser.newContext({ locale, ...options })
  const page = await context.newPage()
  await login(page, email, undefined, locale)
  return { context, page }
}

/** Waits for the dashboard, where a login lands. */
export async function expectDashboard(page: Page, locale: Locale = 'en-GB'): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('heading', { level: 1, name: text('routes.dashboard.title', {}, locale) })).toBeVisible()
}

/** Logs out with the header's button and waits for the login page. */
export async function logOut(page: Page, locale: Locale = 'en-GB'): Promise<void> {
  await page.getByRole('button', { name: text('auth.logout', {}, locale), exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/login')
}

/** The bearer token the app keeps in localStorage, or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const stored = localStorage.getItem(key)
    return stored ? ((JSON.parse(stored) as { token?: string | null }).token ?? null) : null
  }, AUTH_STORAGE_KEY)
}
