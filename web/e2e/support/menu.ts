import { expect, type Page } from '@playwright/test'
import { text, type Locale } from './texts'

/**
 * Opens a page from the menu as a person does: the group's button, then its item; the address and
 * the page's title (the route's) follow.
 */
export async function openFromMenu(
  page: Page,
  locale: Locale,
  menuItem: { group: string; item: string; path: string; route: string },
): Promise<void> {
  const t = (key: string) => text(key, {}, locale)
  const menu = page.getByRole('navigation', { name: t('menu.label') })
  await menu.getByRole('button', { name: t(menuItem.group), exact: true }).click()
  await menu.getByRole('link', { name: t(menuItem.item), exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === menuItem.path)
  await expect(page.getByRole('heading', { level: 1, name: t(`routes.${menuItem.route}.title`) })).toBeVisible()
}
