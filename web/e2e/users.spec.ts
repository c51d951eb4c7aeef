import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, POLDER, TULIP } from './support/auth'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'

// The users overview (Users): the administrator sees every demo user, staff included; Tulip's
// Default user sees Tulip's client users only (not the staff, not Polder's), with their levels in
// words; the search narrows the list, in the address. Once in English and once in Dutch.

/** The demo users by name (internal/demo/demo.go): staff, Tulip's client users and Polder's. */
const STAFF = ['Ada Administrator', 'Pieter Provider']
const TULIP_USERS = ['Daan de Vries', 'Sanne Supplier', 'Emma Exit']
const POLDER_USERS = ['Lotte Jansen']

function userOverview(page: Page, locale: Locale) {
  const t = (key: string) => text(key, {}, locale)
  return {
    table: page.getByRole('table', { name: t('userOverview.tableLabel'), exact: true }),
    search: page.getByRole('searchbox', { name: t('common.labels.search') }),
  }
}

/** The table's row of the user named name. */
const rowOf = (page: Page, locale: Locale, name: string) =>
  userOverview(page, locale).table.locator('tbody tr').filter({ hasText: name })

for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`the users overview lists whom the caller may manage, and searches (${locale})`, async ({ browser }) => {
    test.slow() // two logins, two pages and their axe checks
    const t = (key: string) => text(key, {}, locale)
    const heading = (page: Page) =>
      page.getByRole('heading', { level: 1, name: t('routes.user.index.title'), exact: true })

    const admin = await (await browser.newContext({ locale })).newPage()
    await login(admin, DEMO.admin, undefined, locale)
    await admin.goto('/user')
    await expect(heading(admin)).toBeVisible()
    for (const column of ['name', 'email', 'level', 'accounts', 'lastLoginDate', 'status']) {
      await expect(
        userOverview(admin, locale).table.getByRole('columnheader', { name: t(`userOverview.columns.${column}`) }),
      ).toBeVisible()
    }
    for (const name of [...STAFF, ...TULIP_USERS, ...POLDER_USERS]) {
      await expect(rowOf(admin, locale, name)).toHaveCount(1)
    }
    await expect(rowOf(admin, locale, 'Lotte Jansen')).toContainText(POLDER.name)
    await expect(rowOf(admin, locale, 'Ada Administrator')).toContainText(t('userOverview.level.Administrator'))
    // Each name opens the user; 'Add user' a new one.
    await expect(rowOf(admin, locale, 'Lotte Jansen').getByRole('link', { name: 'Lotte Jansen' })).toHaveAttribute(
      'href',
      /^\/user\/\d+\/edit$/,
    )
    await expect(admin.getByRole('link', { name: t('userOverview.add'), exact: true })).toHaveAttribute(
      'href',
      '/user/create',
    )
    await expectNoSeriousA11yViolations(admin, `users overview (administrator) ${locale}`)
    await shot(admin, `users-admin-${locale}`)
    await admin.context().close()

    const client = await (await browser.newContext({ locale })).newPage()
    await login(client, DEMO.client, undefined, locale)
    await client.goto('/user')
    await expect(heading(client)).toBeVisible()
    for (const name of TULIP_USERS) {
      await expect(rowOf(client, locale, name)).toHaveCount(1)
    }
    await expect(rowOf(client, locale, 'Sanne Supplier')).toContainText(t('userOverview.level.Supplier'))
    await expect(rowOf(client, locale, 'Daan de Vries')).toContainText(TULIP.name)
    await expect(rowOf(client, locale, 'Daan de Vries')).not.toContainText('—') // he logged in just now
    for (const name of [...STAFF, ...POLDER_USERS]) {
      await expect(rowOf(client, locale, name)).toHaveCount(0)
    }
    await expectNoSeriousA11yViolations(client, `users overview (client) ${locale}`)
    await shot(client, `users-client-${locale}`)

    // The search, in any case, narrows the list and lives in the address; one of Polder's finds nothing.
    const list = userOverview(client, locale)
    await list.search.fill('EXIT')
    await expect(client).toHaveURL((url) => url.searchParams.get('q') === 'EXIT')
    await expect(rowOf(client, locale, 'Emma Exit')).toHaveCount(1)
    await expect(rowOf(client, locale, 'Daan de Vries')).toHaveCount(0)
    await list.search.fill('polder')
    await expect(client.getByText(t('userOverview.noMatches'))).toBeVisible()
    await client.context().close()
  })
}
