import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, POLDER, TULIP } from './support/auth'
import { accountField, accountsSection, createAccount, typedAmount } from './support/accounts'
import { choose, dismissSnackbar } from './support/concepts'
import { openFromMenu } from './support/menu'
import { orderOverview } from './support/sales-orders'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'

test.describe.configure({ timeout: 120_000 })

// An Administrator keeps the client accounts on the Settings page. A new account is usable at once:
// the account selector offers it without a reload, and its order overview is empty. An order form
// starts with its account's shipping method and counts its handling costs (the demo's Tulip 2.50
// euros, PostNL; Polder 3.75, DHL).

const DEMO_ACCOUNTS = [
  { name: TULIP.name, shippingMethod: 'PostNL', handlingCosts: 2.5 },
  { name: POLDER.name, shippingMethod: 'DHL', handlingCosts: 3.75 },
]

for (const locale of ['en-GB', 'nl-NL'] as const satisfies Locale[]) {
  const lang = locale.slice(0, 2)
  const t = (key: string, values?: Record<string, string | number>) => text(key, values, locale)
  /** Money as the page shows it in this language ('€2.50', '€ 2,50'). */
  const euros = (amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount)

  /** The account in the header's selector, chosen as a person does; the page stays (no reload). */
  async function selectAccount(page: Page, name: string) {
    const selector = page.getByRole('combobox', { name: t('auth.selectAccount'), exact: true })
    if ((await selector.inputValue()) !== name) await choose(page, selector, name)
    await expect(selector).toHaveValue(name)
  }

  /** The order form of the current account, from the menu (its group stays open on an order page). */
  async function openOrderForm(page: Page) {
    const menu = page.getByRole('navigation', { name: t('menu.label') })
    const link = menu.getByRole('link', { name: t('menu.salesOrders.create'), exact: true })
    if (!(await link.isVisible()))
      await menu.getByRole('button', { name: t('menu.salesOrders.title'), exact: true }).click()
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === '/sales-order/create')
    await expect(page.getByRole('heading', { level: 1, name: t('routes.salesOrder.create.title') })).toBeVisible()
    // Off the menu: a hovered entry is not what a reader sees.
    await page.mouse.move(0, 0)
    const footer = page.getByRole('table', { name: t('salesOrderForm.sections.footer') })
    return {
      shippingMethod: page.getByRole('textbox', { name: t('salesOrderForm.fields.shippingMethod'), exact: true }),
      handlingCosts: footer.getByRole('row', { name: t('salesOrderForm.footer.handlingCosts') }).getByRole('cell'),
    }
  }

  test(`an Administrator creates an account, edits it and works in it at once (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    const code = `${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`
    const name = `E2E account ${code}`
    await login(page, DEMO.admin, undefined, locale)
    await page
      .getByRole('navigation', { name: t('menu.label') })
      .getByRole('link', { name: t('menu.settings'), exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: t('routes.settings.title') })).toBeVisible()
    await page.mouse.move(0, 0)

    // Every account with its settings; the demo's Tulip has agreed 2.50 euros of handling an order.
    const { row } = accountsSection(page, locale)
    await expect(row(TULIP.name).getByRole('cell', { name: euros(2.5), exact: true })).toBeVisible()
    await shot(page, `settings-accounts-${lang}`)
    await expectNoSeriousA11yViolations(page, `Settings with the accounts (${locale})`)

    // A new account: the code stored in capitals, the euros typed as the reader writes them.
    const contactEmail = `${code.toLowerCase()}@e2e.example.com`
    await createAccount(
      page,
      locale,
      { name, code, shippingMethod: 'PostNL', handlingCosts: 1.95, contactEmail },
      async () => {
        await shot(page, `settings-account-new-${lang}`)
        await expectNoSeriousA11yViolations(page, `the new account's form (${locale})`)
      },
    )
    for (const cell of [code, 'PostNL', euros(1.95), '500', contactEmail]) {
      await expect(row(name).getByRole('cell', { name: cell, exact: true })).toBeVisible()
    }

    // Its handling costs edited in the form filled with what it holds.
    await row(name)
      .getByRole('button', { name: t('settings.accounts.editAction', { name }), exact: true })
      .click()
    const edit = page.getByRole('dialog', { name: t('settings.accounts.editTitle', { name }) })
    await expect(accountField(edit, 'code', locale)).toHaveValue(code)
    await expect(accountField(edit, 'handlingCosts', locale)).toHaveValue(typedAmount(1.95, locale))
    await accountField(edit, 'handlingCosts', locale).fill(typedAmount(3.1, locale))
    await shot(page, `settings-account-edit-${lang}`)
    await expectNoSeriousA11yViolations(page, `the account's edit form (${locale})`)
    await edit.getByRole('button', { name: t('common.buttons.save'), exact: true }).click()
    await dismissSnackbar(page, t('settings.accounts.saved', { name }), locale)
    await expect(row(name).getByRole('cell', { name: euros(3.1), exact: true })).toBeVisible()

    // The selector offers it without a reload; it has no orders yet, and its order form takes its settings.
    await selectAccount(page, name)
    await openFromMenu(page, locale, {
      group: 'menu.salesOrders.title',
      item: 'menu.salesOrders.overview',
      path: '/sales-order',
      route: 'salesOrder.overview',
    })
    await page.mouse.move(0, 0)
    await expect(page.getByText(t('salesOrderOverview.noOrders'), { exact: true })).toBeVisible()
    await expect(orderOverview(page, locale).total(0)).toBeVisible()
    await shot(page, `sales-order-overview-new-account-${lang}`)
    await expectNoSeriousA11yViolations(page, `the new account's order overview (${locale})`)
    const form = await openOrderForm(page)
    await expect(form.shippingMethod).toHaveValue('PostNL')
    await expect(form.handlingCosts).toHaveText(euros(3.1))

    // The demo accounts' order forms count their own handling costs.
    for (const account of DEMO_ACCOUNTS) {
      await selectAccount(page, account.name)
      const demoForm = await openOrderForm(page)
      await expect(demoForm.shippingMethod).toHaveValue(account.shippingMethod)
      await expect(demoForm.handlingCosts).toHaveText(euros(account.handlingCosts))
    }
    await shot(page, `sales-order-create-handling-costs-${lang}`)
    await expectNoSeriousA11yViolations(page, `the order form with handling costs (${locale})`)
    await context.close()
  })
}
