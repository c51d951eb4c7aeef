import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Locale } from './texts'
import { totp, totpStep } from './totp'

/** Two-factor login as turned on: the secret the page showed, the step whose code confirmed it, the recovery codes. */
export interface TwoFactor {
  secret: string
  confirmedStep: number
  recoveryCodes: string[]
}

/** What a journey looks at on the way: the setup with its QR code, and the recovery codes' dialog. */
export interface TwoFactorLooks {
  atSetup?: (section: Locator) => Promise<void>
  atRecoveryCodes?: (dialog: Locator, codes: string[]) => Promise<void>
}

/**
 * Turns two-factor login on from Settings as a person does: the secret the page shows, confirmed
 * with its code computed as an app would; the recovery codes read, then the dialog closed.
 */
export async function turnOnTwoFactor(page: Page, locale: Locale, looks: TwoFactorLooks = {}): Promise<TwoFactor> {
  const say = (key: string) => text(key, {}, locale)
  await page.goto('/settings')
  const section = page.getByRole('region', { name: say('twoFactor.title'), exact: true })
  await expect(section.getByText(say('twoFactor.off'), { exact: true })).toBeVisible()
  await section.getByRole('button', { name: say('twoFactor.turnOn'), exact: true }).click()
  await expect(section.getByRole('img', { name: say('twoFactor.setup.qrAlt'), exact: true })).toBeVisible()
  const shownSecret = (await section.getByTestId('two-factor-secret').textContent()) ?? ''
  expect(shownSecret, 'the secret in groups of four').toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
  const secret = shownSecret.replaceAll(' ', '')
  const codeField = section.getByRole('textbox', { name: say('auth.two_factor.appCode'), exact: true })
  await expect(codeField).toBeFocused()
  await looks.atSetup?.(section)

  const confirmedStep = totpStep()
  await codeField.fill(totp(secret, confirmedStep))
  await section.getByRole('button', { name: say('twoFactor.setup.confirm'), exact: true }).click()

  const dialog = page.getByRole('dialog', { name: say('twoFactor.recoveryCodes.title'), exact: true })
  await expect(dialog).toBeVisible()
  const recoveryCodes = await dialog.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
  expect(recoveryCodes).toHaveLength(10)
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
  await looks.atRecoveryCodes?.(dialog, recoveryCodes)
  await dialog.getByRole('button', { name: say('twoFactor.recoveryCodes.saved'), exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(section.getByText(say('twoFactor.on'), { exact: true })).toBeVisible()
  return { secret, confirmedStep, recoveryCodes }
}

/**
 * The login's code field, after the password. Its code is the step after the confirmation's (a code
 * works once), which the server takes a step early.
 */
export async function loginCode(page: Page, locale: Locale, { secret, confirmedStep }: TwoFactor) {
  const say = (key: string) => text(key, {}, locale)
  await expect(page.getByText(say('auth.two_factor.intro'), { exact: true })).toBeVisible()
  const field = page.getByRole('textbox', { name: say('auth.two_factor.appCode'), exact: true })
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(field).toBeFocused()
  return { field, code: () => totp(secret, Math.max(confirmedStep + 1, totpStep())) }
}
