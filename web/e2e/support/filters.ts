import { expect, type Locator, type Page } from '@playwright/test'

// Setting a list's filters as a person does, who sees the field and the list follow before going on.

/**
 * Sets a date filter: the list's filters are the address's, which the page shows a moment after it
 * changed, so the address under `parameter` and the field both show the value before it returns.
 */
export async function setDate(page: Page, input: Locator, parameter: string, value: string): Promise<void> {
  await input.fill(value)
  await input.blur()
  await expect(page).toHaveURL((url) => (url.searchParams.get(parameter) ?? '') === value)
  await expect(input).toHaveValue(value)
}

/**
 * Types a date into a date filter key by key, as a person does, and waits for the list to take it.
 * Debian's headless Chromium shows a date field as mm/dd/yyyy whatever the page's language, so the
 * digits go in that order; the field keeps what was typed only if the page leaves it alone until
 * the year has its four digits.
 */
export async function typeDate(page: Page, input: Locator, parameter: string, value: string): Promise<void> {
  const [year, month, day] = value.split('-')
  await input.focus()
  await input.pressSequentially(`${month}${day}${year}`)
  await expect(page).toHaveURL((url) => (url.searchParams.get(parameter) ?? '') === value)
  await expect(input).toHaveValue(value)
}
