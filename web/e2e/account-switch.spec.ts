import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, POLDER, TULIP } from './support/auth'
import { choose } from './support/concepts'
import { uniqueEmail } from './support/kade'
import { linkIn, readMail } from './support/mail'
import { orderOverview } from './support/sales-orders'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'

// A client user of two accounts: the administrator invites a Client (Default) user of both demo
// accounts through the Users page; the invitee chooses a password and logs in. The order overview
// shows the chosen account's orders only (as its own demo user sees them: an order of Polder's is
// absent while Tulip is chosen and present once Polder is), and the choice survives a reload and a
// new login. Once in English and once in Dutch.
//
// Without a choice the portal takes the first account by name, Polder Design Co.; so the journey
// first chooses Tulip and checks that Tulip survives a reload and a new login too (which Polder, the
// default, could survive by accident).

test.describe.configure({ timeout: 150_000 })

for (const locale of ['en-GB', 'nl-NL'] as const satisfies Locale[]) {
  const lang = locale.slice(0, 2)
  const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
  const heading = (page: Page, route: string) =>
    page.getByRole('heading', { level: 1, name: t(`routes.${route}.title`), exact: true })
  const selector = (page: Page) => page.getByRole('combobox', { name: t('auth.selectAccount'), exact: true })

  /** The order overview, searched for `query` through its address (the filters live there). */
  async function openOverview(page: Page, query = ''): Promise<ReturnType<typeof orderOverview>> {
    await page.goto(query ? `/sales-order?q=${encodeURIComponent(query)}` : '/sales-order')
    await expect(heading(page, 'salesOrder.overview')).toBeVisible()
    const list = orderOverview(page, locale)
    await expect(list.search).toHaveValue(query)
    return list
  }

  /** The total of the overview's first page once read, e.g. '26 orders'. */
  async function totalText(page: Page): Promise<string> {
    const status = page.getByRole('status').filter({ hasText: /\d/ })
    await expect(status).toBeVisible()
    return (await status.innerText()).trim()
  }

  /**
   * What a demo client user sees on their order overview: its total and its first order number,
   * and whether `probe` (an order number) is found there.
   */
  async function demoUserView(browser: Browser, email: string, probe?: string) {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await login(page, email, undefined, locale)
    const list = await openOverview(page)
    const total = await totalText(page)
    const first = (await list.table.locator('tbody tr').first().getByRole('link').first().innerText()).trim()
    let probeFound: boolean | undefined
    if (probe) {
      await openOverview(page, probe)
      await expect(list.total(0).or(list.total(1))).toBeVisible()
      probeFound = await list.row(probe).isVisible()
    }
    await context.close()
    return { total, first, probeFound }
  }

  /** Chooses the account in the header's selector as a person does, and waits until it is the current one. */
  async function selectAccount(page: Page, name: string): Promise<void> {
    const account = selector(page)
    await expect(account).toBeEnabled()
    if ((await account.inputValue()) !== name) await choose(page, account, name)
    await expect(account).toHaveValue(name)
    await expect(account).toBeEnabled()
  }

  async function logOut(page: Page): Promise<void> {
    await page.getByRole('button', { name: t('auth.logout'), exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/login')
  }

  test(`a client user of two accounts sees the chosen account's orders, also after a reload and a new login (${locale})`, async ({
    browser,
  }) => {
    const email = uniqueEmail(`duo-${lang}`)
    const name = `Duo Accounts ${locale}`
    const password = 'two-accounts-one-user-2026'

    // What Polder's and Tulip's own demo users see: an order only Polder has (its newest), and each total.
    const polder = await demoUserView(browser, DEMO.polderClient)
    const polderOrder = polder.first
    expect(polderOrder, "the first order number on Polder's overview").toMatch(/\S/)
    const tulip = await demoUserView(browser, DEMO.client, polderOrder)
    expect(tulip.probeFound, `Tulip's demo user must not find Polder's order ${polderOrder}`).toBe(false)

    // The administrator adds a Client user of both accounts on the Users page.
    const admin = await (await browser.newContext({ locale })).newPage()
    await login(admin, DEMO.admin, undefined, locale)
    await admin.goto('/user')
    await admin.getByRole('link', { name: t('userOverview.add'), exact: true }).click()
    await expect(heading(admin, 'user.create')).toBeVisible()
    await admin.getByRole('textbox', { name: t('users.fields.name'), exact: true }).fill(name)
    await admin.getByRole('textbox', { name: t('users.fields.email'), exact: true }).fill(email)
    await choose(
      admin,
      admin.getByRole('combobox', { name: t('users.fields.level'), exact: true }),
      t('userOverview.level.Default'),
    )
    const accounts = admin.getByRole('combobox', { name: t('users.fields.accounts'), exact: true })
    for (const account of [TULIP.name, POLDER.name]) {
      const option = admin.getByRole('option', { name: account, exact: true })
      if (!(await option.isVisible())) await accounts.click()
      await option.click()
    }
    await admin.keyboard.press('Escape')
    await admin.getByRole('button', { name: t('common.buttons.save'), exact: true }).click()
    await expect(admin).toHaveURL((url) => url.pathname === '/user')
    const snackbar = admin.getByRole('alert').filter({ hasText: t('users.invited') })
    await snackbar.getByRole('button', { name: t('common.buttons.close'), exact: true }).click()
    await expect(snackbar).toHaveCount(0)
    const row = admin
      .getByRole('table', { name: t('userOverview.tableLabel'), exact: true })
      .locator('tbody tr')
      .filter({ hasText: email })
    for (const cell of [t('userOverview.level.Default'), TULIP.name, POLDER.name, t('userOverview.invitationOpen')]) {
      await expect(row).toContainText(cell)
    }
    await admin.context().close()

    // The invitee accepts the mailed invitation, chooses a password and logs in.
    const link = linkIn(await readMail(email), '/invitation/accept/')
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto(link)
    await expect(heading(page, 'registration.accept')).toBeVisible()
    await page.getByRole('textbox', { name: t('auth.password'), exact: true }).fill(password)
    await page.getByRole('textbox', { name: t('auth.passwordConfirmation'), exact: true }).fill(password)
    await page.getByRole('button', { name: t('auth.registration.submit'), exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/login')
    await login(page, email, password, locale)

    // The selector offers both accounts, and no other.
    await selector(page).click()
    const options = page.getByRole('listbox').getByRole('option')
    await expect(options).toHaveText([POLDER.name, TULIP.name])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toHaveCount(0)

    // Tulip chosen: Tulip's orders, as Tulip's demo user sees them; Polder's order is not found.
    await selectAccount(page, TULIP.name)
    await expect(page.getByText(t('dashboard.account', { name: TULIP.name }), { exact: true })).toBeVisible()
    let list = await openOverview(page)
    await expect(page.getByRole('status').filter({ hasText: /\d/ })).toHaveText(tulip.total)
    await expect(list.row(tulip.first)).toBeVisible()
    await list.search.fill(polderOrder)
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === polderOrder)
    await expect(list.total(0)).toBeVisible()
    await expect(list.row(polderOrder)).toHaveCount(0)

    // Tulip survives a reload and a new login (Polder, first by name, would be the default).
    await page.reload()
    await expect(selector(page)).toHaveValue(TULIP.name)
    await expect(list.total(0)).toBeVisible()
    await logOut(page)
    await login(page, email, password, locale)
    await expect(selector(page)).toHaveValue(TULIP.name)
    list = await openOverview(page, polderOrder)
    await expect(list.total(0)).toBeVisible()
    await expect(list.row(polderOrder)).toHaveCount(0)

    // Switched to Polder on the overview: the same search now finds Polder's order; the whole list is Polder's.
    await selectAccount(page, POLDER.name)
    await expect(list.total(1)).toBeVisible()
    await expect(list.row(polderOrder)).toBeVisible()
    list = await openOverview(page)
    await expect(page.getByRole('status').filter({ hasText: /\d/ })).toHaveText(polder.total)
    await expect(list.row(polderOrder)).toBeVisible()
    await expect(list.row(tulip.first)).toHaveCount(0)
    await page.mouse.move(0, 0)
    await expectNoSeriousA11yViolations(page, `order overview after switching to Polder (${locale})`)
    await shot(page, `account-switch-polder-${lang}`)

    // Polder survives a reload and a new login.
    await page.reload()
    await expect(selector(page)).toHaveValue(POLDER.name)
    await expect(list.row(polderOrder)).toBeVisible()
    await logOut(page)
    await login(page, email, password, locale)
    await expect(selector(page)).toHaveValue(POLDER.name)
    await expect(page.getByText(t('dashboard.account', { name: POLDER.name }), { exact: true })).toBeVisible()
    list = await openOverview(page, polderOrder)
    await expect(list.total(1)).toBeVisible()
    await expect(list.row(polderOrder)).toBeVisible()
    await context.close()
  })
}
