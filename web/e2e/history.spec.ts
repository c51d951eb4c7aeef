import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { CLIENT_NAME, DEMO, login, TULIP } from './support/auth'
import { choose, dismissSnackbar } from './support/concepts'
import { setDate } from './support/filters'
import { apiLogin } from './support/products'
import { activeArticles, createSalesOrder, statusBadge } from './support/sales-orders'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'

// The event log as people read it: Tulip's client makes an order, holds and releases it, and the
// order's page tells its history in that order; provider staff read the same entries, newest first,
// on the activity page of Tulip, and narrow it by who and what. Once in English, once in Dutch.

test.describe.configure({ timeout: 120_000 })

/** Today in Amsterdam (yyyy-mm-dd), the day the activity's From counts in. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

/** Works in Tulip: the account selector of the header, as provider staff pick an account. */
async function workIn(page: Page, locale: Locale, account: string): Promise<void> {
  const selector = page.getByRole('combobox', { name: text('auth.selectAccount', {}, locale), exact: true })
  if ((await selector.inputValue()) !== account) await choose(page, selector, account)
  await expect(selector).toHaveValue(account)
}

for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`an order's history shows what its client did, and the account's activity shows it to provider staff (${locale})`, async ({
    browser,
    request,
  }) => {
    const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
    const session = await apiLogin(request, DEMO.client)
    expect(session.clientId).toBe(TULIP.id)
    const order = await createSalesOrder(request, session, await activeArticles(request, session, 1))

    // The client holds and releases the order on its page; its history follows each change.
    const client = await browser.newContext({ locale })
    const page = await client.newPage()
    await login(page, DEMO.client, undefined, locale)
    await page.goto(`/client/${TULIP.id}/sales-order/${order.id}`)
    await expect(
      page.getByRole('heading', { level: 1, name: t('salesOrderPage.title', { orderNumber: order.orderNumber }) }),
    ).toBeVisible()
    const history = page.getByRole('region', { name: t('history.title') })
    const entries = history.getByRole('listitem')
    await expect(entries).toHaveCount(1)
    await expect(entries.first()).toContainText(t('history.timeline.sales_order.created', { name: CLIENT_NAME }))

    await page.getByRole('button', { name: t('salesOrderPage.actions.hold'), exact: true }).click()
    await dismissSnackbar(page, t('salesOrderPage.done.hold', { orderNumber: order.orderNumber }), locale)
    await expect(statusBadge(page, t('salesOrderOverview.status.OnHold'))).toBeVisible()
    await expect(entries).toHaveCount(2)
    await page.getByRole('button', { name: t('salesOrderPage.actions.release'), exact: true }).click()
    await dismissSnackbar(page, t('salesOrderPage.done.release', { orderNumber: order.orderNumber }), locale)
    await expect(statusBadge(page, t('salesOrderOverview.status.Complete'))).toBeVisible()

    // Created, held and released by the client, oldest first, each with the status it set.
    await expect(entries).toHaveCount(3)
    const status = (value: string) => `${t('salesOrderPage.fields.status')}: ${t(`salesOrderOverview.status.${value}`)}`
    for (const [index, verb, value] of [
      [0, 'created', 'Complete'],
      [1, 'held', 'OnHold'],
      [2, 'released', 'Complete'],
    ] as const) {
      await expect(entries.nth(index)).toContainText(t(`history.timeline.sales_order.${verb}`, { name: CLIENT_NAME }))
      await expect(entries.nth(index)).toContainText(status(value))
    }
    await history.scrollIntoViewIfNeeded()
    await shot(page, `sales-order-history-${locale}`)
    await expectNoSeriousA11yViolations(page, `order history ${locale}`)
    await client.close()

    // Provider staff open Tulip's activity from the settings: the same changes, newest first.
    const staff = await browser.newContext({ locale })
    const staffPage = await staff.newPage()
    await login(staffPage, DEMO.employee, undefined, locale)
    await workIn(staffPage, locale, TULIP.name)
    await staffPage.goto('/settings')
    await staffPage.getByRole('link', { name: t('activity.link'), exact: true }).click()
    await expect(staffPage).toHaveURL((url) => url.pathname === '/activity')
    await expect(staffPage.getByRole('heading', { level: 1, name: t('routes.activity.title') })).toBeVisible()
    const table = staffPage.getByRole('table', { name: t('activity.tableLabel') })
    const rows = table.locator('tbody tr')
    const newestFirst = async () => {
      for (const [index, verb] of [
        [0, 'released'],
        [1, 'held'],
        [2, 'created'],
      ] as const) {
        await expect(rows.nth(index)).toContainText(CLIENT_NAME)
        await expect(rows.nth(index)).toContainText(t(`activity.done.sales_order.${verb}`))
        await expect(rows.nth(index).getByRole('link', { name: order.orderNumber, exact: true })).toHaveAttribute(
          'href',
          `/client/${TULIP.id}/sales-order/${order.id}`,
        )
      }
    }
    await newestFirst()
    await shot(staffPage, `activity-${locale}`)
    await expectNoSeriousA11yViolations(staffPage, `activity ${locale}`)

    // Narrowed to the client's changes of orders from today: still these three, and only such rows.
    await staffPage.getByRole('searchbox', { name: t('activity.filters.who'), exact: true }).fill('daan de')
    await choose(
      staffPage,
      staffPage.getByRole('combobox', { name: t('activity.filters.what'), exact: true }),
      t('activity.kinds.sales_order'),
    )
    await setDate(staffPage, staffPage.getByLabel(t('activity.filters.from'), { exact: true }), 'date_from', today())
    await expect(staffPage).toHaveURL(
      (url) => url.searchParams.get('who') === 'daan de' && url.searchParams.get('what') === 'sales_order',
    )
    await newestFirst()
    const shown = await rows.count()
    for (let index = 0; index < shown; index++) {
      await expect(rows.nth(index).locator('td').nth(1)).toHaveText(CLIENT_NAME)
    }
    await expectNoSeriousA11yViolations(staffPage, `activity filtered ${locale}`)

    // The account's API keys hold none of the order's changes.
    await choose(
      staffPage,
      staffPage.getByRole('combobox', { name: t('activity.filters.what'), exact: true }),
      t('activity.kinds.api_key'),
    )
    await expect(staffPage).toHaveURL((url) => url.searchParams.get('what') === 'api_key')
    await expect(table.getByRole('link', { name: order.orderNumber, exact: true })).toHaveCount(0)
    await staff.close()
  })
}
