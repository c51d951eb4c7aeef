import { expect, test } from '@playwright/test'
import { DEMO, DEMO_PASSWORD } from './support/auth'
import { en } from './support/texts'

// auth/callback completes a login handed over from outside (e.g. single sign-on) in its query.

test('a handed-over token completes the login and lands on the dashboard', async ({ page }) => {
  const response = await page.request.post('/api/auth/login', { data: { email: DEMO.exit, password: DEMO_PASSWORD } })
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: { token: string } }

  await page.goto(`/auth/callback?token=${encodeURIComponent(data.token)}`)
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('heading', { level: 1, name: en('routes.dashboard.title') })).toBeVisible()
})

test('a handed-over token the server refuses returns to login with the error, once', async ({ page }) => {
  const profileCalls: number[] = []
  page.on('response', (r) => {
    if (r.url().endsWith('/api/profile')) profileCalls.push(r.status())
  })
  await page.goto('/auth/callback?token=not-a-real-token')
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await expect(page.getByRole('alert')).toHaveText(en('errors.401'))
  // No reload loop: the refused token was tried exactly once.
  expect(profileCalls).toEqual([401])
})

test('an error handed over returns to login and shows it', async ({ page }) => {
  await page.goto('/auth/callback?error=errors.403')
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await expect(page.getByRole('alert')).toHaveText(en('errors.403'))
})
