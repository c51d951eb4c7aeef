import { expect, test } from '@playwright/test'
import { loginForm, submitLogin } from './support/auth'
import { createUser, uniqueEmail } from './support/kade'
import { en } from './support/texts'

test('the sixth failed login for one email is refused for 15 minutes', async ({ page }) => {
  // A user of its own: the throttle counts per email (and address), so nobody else is locked out.
  const email = uniqueEmail('throttle')
  const password = 'throttle-pass-2026'
  await createUser({ email, name: 'Tom Throttle', client: 1, password })

  await page.goto('/login')
  const alert = page.getByRole('alert')
  const attempt = async (pw: string): Promise<number> => {
    const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'))
    await submitLogin(page, email, pw)
    return (await response).status()
  }
  for (let failure = 1; failure <= 5; failure++) {
    expect(await attempt(`wrong-password-${failure}`), `failure ${failure}`).toBe(422)
    await expect(alert).toHaveText(en('auth.failed'))
  }
  expect(await attempt('wrong-password-6')).toBe(429)
  await expect(alert).toHaveText(en('errors.429', { minutes: 15 }))
  // Locked means locked: even the right password is refused now.
  expect(await attempt(password)).toBe(429)
  await expect(alert).toHaveText(en('errors.429', { minutes: 15 }))
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await expect(loginForm(page).email).toHaveValue(email)
})
