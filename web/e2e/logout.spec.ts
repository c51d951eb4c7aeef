import { expect, test } from '@playwright/test'
import { AUTH_STORAGE_KEY, DEMO, login, storedToken } from './support/auth'
import { en } from './support/texts'

test('logging out forgets the user and revokes the token', async ({ browser, request }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.employee)
  const token = await storedToken(page)
  expect(token, 'the token in localStorage').toBeTruthy()
  const profile = () =>
    request.get('/api/profile', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
  expect((await profile()).status(), 'the token works before logging out').toBe(200)

  await page.getByRole('button', { name: en('auth.logout'), exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await page.reload()
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull()
  await page.goto('/')
  await expect(page).toHaveURL((url) => url.pathname === '/login')

  const after = await profile()
  expect(after.status(), 'the old token is revoked').toBe(401)
  await context.close()
})
