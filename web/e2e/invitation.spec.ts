import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { login, TULIP } from './support/auth'
import { createUser, uniqueEmail } from './support/kade'
import { linkIn, readMail } from './support/mail'
import { en } from './support/texts'

test('an invited user opens the mailed link, chooses a password and logs in; the link works once', async ({
  browser,
}) => {
  const email = uniqueEmail('invitee')
  const name = 'Ivo Invitee'
  const password = 'invited-and-welcome-2026'
  // The CLI only queues the invitation; the running server's dispatcher sends it.
  await createUser({ email, name, level: 'Default', client: TULIP.id })
  const mail = await readMail(email)
  const link = linkIn(mail, '/invitation/accept/')

  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: en('routes.registration.accept.title') })).toBeVisible()
  await expect(page.getByText(en('auth.registration.intro', { name, email }), { exact: true })).toBeVisible()
  const passwordField = page.getByRole('textbox', { name: en('auth.password'), exact: true })
  const confirmation = page.getByRole('textbox', { name: en('auth.passwordConfirmation'), exact: true })
  const submit = page.getByRole('button', { name: en('auth.registration.submit'), exact: true })
  await expect(passwordField).toBeVisible()
  await expect(confirmation).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'invitation accept')

  // Too short: the min-length message under the password field (its accessible description); nothing sent.
  await passwordField.fill('too-short')
  await confirmation.fill('too-short')
  await submit.click()
  await expect(passwordField).toHaveAccessibleDescription(en('validation.min', { 0: 12 }))
  await expect(page).toHaveURL(link)

  await passwordField.fill(password)
  await confirmation.fill(password)
  await submit.click()
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await expect(page.getByText(en('auth.registration_complete'), { exact: true })).toBeVisible()

  await login(page, email, password)
  await context.close()

  // The link is spent: a guest opening it again is told so.
  const again = await browser.newContext()
  const guest = await again.newPage()
  await guest.goto(link)
  await expect(guest.getByText(en('auth.registration.verifyFailed'), { exact: true })).toBeVisible()
  await expect(guest.getByRole('textbox', { name: en('auth.password'), exact: true })).toHaveCount(0)
  await again.close()
})
