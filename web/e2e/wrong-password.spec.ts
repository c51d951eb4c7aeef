import { expect, test } from '@playwright/test'
import { DEMO, loginForm, submitLogin } from './support/auth'
import { en } from './support/texts'

test('a wrong password shows the server message once, in an error alert, and stays on login', async ({ page }) => {
  await page.goto('/login')
  const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'))
  // The supplier demo user: no other journey logs in with it, so this one failure bothers nobody.
  await submitLogin(page, DEMO.supplier, 'not-the-password')
  expect((await response).status()).toBe(422)

  await expect(page.getByRole('alert')).toHaveText(en('auth.failed'))
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  // Said once, in the alert: no field is marked invalid; the typed values stay.
  await expect(page.getByText(en('auth.failed'))).toHaveCount(1)
  const form = loginForm(page)
  await expect(form.email).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.email).toHaveValue(DEMO.supplier)
  await expect(page.getByText(en('auth.redirecting'))).toHaveCount(0)
})
