import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { login, loginForm, submitLogin } from './support/auth'
import { CONTACT_EMAIL } from './support/env'
import { createUser, uniqueEmail } from './support/kade'
import { linkIn, readMail } from './support/mail'
import { en } from './support/texts'

test('a user who forgot the password gets a link by mail, chooses a new one and logs in with it', async ({
  browser,
}) => {
  const email = uniqueEmail('reset')
  const oldPassword = 'the-old-password-2026'
  const newPassword = 'a-brand-new-password-2026'
  await createUser({ email, name: 'Rita Reset', client: 1, password: oldPassword })

  const context = await browser.newContext()
  const page = await context.newPage()

  // The login page hands the typed email to password forgotten.
  await page.goto('/login')
  await loginForm(page).email.fill(email)
  await loginForm(page).forgotPassword.click()
  await expect(page).toHaveURL(
    (url) => url.pathname === '/password/forgotten' && url.searchParams.get('email') === email,
  )
  await expect(page.getByRole('heading', { level: 1, name: en('routes.password.forgotten.title') })).toBeVisible()
  const emailField = page.getByRole('textbox', { name: en('auth.email'), exact: true })
  await expect(emailField).toHaveValue(email)
  await expectNoSeriousA11yViolations(page, 'password forgotten')

  await page.getByRole('button', { name: en('auth.forgotten.submit'), exact: true }).click()
  await expect(page.getByText(en('auth.forgotten.sent', { email: CONTACT_EMAIL }), { exact: true })).toBeVisible()

  // The mail carries the reset link.
  const mail = await readMail(email)
  const link = linkIn(mail, '/password/reset/')
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: en('routes.password.reset.title') })).toBeVisible()
  await expect(page.getByText(en('auth.reset.intro'), { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'password reset')
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: en('auth.passwordConfirmation'), exact: true }).fill(newPassword)
  await page.getByRole('button', { name: en('auth.reset.submit'), exact: true }).click()

  // Back on login with the success message.
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await expect(page.getByText(en('passwords.reset_done'), { exact: true })).toBeVisible()

  // The link works once.
  await page.goto(link)
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill('yet-another-password-2026')
  await page
    .getByRole('textbox', { name: en('auth.passwordConfirmation'), exact: true })
    .fill('yet-another-password-2026')
  await page.getByRole('button', { name: en('auth.reset.submit'), exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(en('passwords.token'))
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/password/reset/'))

  // The old password no longer works, the new one does.
  await page.goto('/login')
  await submitLogin(page, email, oldPassword)
  await expect(page.getByRole('alert')).toHaveText(en('auth.failed'))
  await login(page, email, newPassword)
  await context.close()
})
