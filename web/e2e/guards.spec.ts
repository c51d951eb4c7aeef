import { expect, test } from '@playwright/test'
import { DEMO, login } from './support/auth'

test('a guest is sent to login from every page of the authenticated area', async ({ page }) => {
  for (const path of ['/sales-order', '/stock/flow', '/client/1/sales-order/2']) {
    await page.goto(path)
    await expect(page, `guest visiting ${path}`).toHaveURL((url) => url.pathname === '/login')
  }
})

test('a logged-in user is sent to the dashboard from the guest pages', async ({ page }) => {
  await login(page, DEMO.admin)
  for (const path of ['/login', '/password/forgotten']) {
    await page.goto(path)
    await expect(page, `logged-in user visiting ${path}`).toHaveURL((url) => url.pathname === '/')
  }
})
