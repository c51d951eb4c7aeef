import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, TULIP } from './support/auth'
import {
  attentionLists,
  countText,
  formatWhole,
  listTotalText,
  readDashboard,
  type AttentionKey,
  type Dashboard,
} from './support/dashboard'
import { apiLogin } from './support/products'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'

// The dashboard of Tulip on the demo data, as its client reads it: what needs attention, today and
// the two charts show the API's figures, and each attention link opens its list filtered so that
// the list's total is the dashboard's count. A Supplier, who may not read orders, sees no order
// figures. Once in English, once in Dutch, at 1280x1024.

test.describe.configure({ timeout: 120_000 })

const viewport = { width: 1280, height: 1024 }

/** Every attention item a client of the account may read, in the API's order. */
const allAttention: AttentionKey[] = [
  'orders_data_issue',
  'concept_orders',
  'orders_on_hold',
  'concept_products_to_adjust',
  'products_below_minimum',
  'concept_deliveries_to_adjust',
  'lots_expiring',
]

/** The dashboard's parts by their headings. */
function dashboardOf(page: Page, locale: Locale) {
  const t = (key: string) => text(key, {}, locale)
  return {
    attention: page.getByRole('region', { name: t('dashboard.attention.title'), exact: true }),
    today: page.getByRole('region', { name: t('dashboard.today.title'), exact: true }),
    orders: page.getByRole('region', { name: t('dashboard.ordersChart.title'), exact: true }),
    inbound: page.getByRole('region', { name: t('dashboard.inboundChart.title'), exact: true }),
  }
}

/** A figure's link by its label and count, as its accessible name reads. */
const figureLink = (page: Page, label: string, count: string) =>
  page.getByRole('link', { name: `${label} ${count}`, exact: true })

/** The total a list page shows once its first page is read ('3 orders'). */
const listTotal = (page: Page) => page.getByRole('status').filter({ hasText: /\d/ })

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

for (const locale of ['en-GB', 'nl-NL'] as const) {
  const lang = locale.slice(0, 2)

  test(`Tulip's client sees the demo's figures, and each attention link opens its list with that total (${locale})`, async ({
    browser,
    request,
  }) => {
    const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
    const session = await apiLogin(request, DEMO.client)
    expect(session.clientId).toBe(TULIP.id)
    const context = await browser.newContext({ locale, viewport })
    const page = await context.newPage()
    await login(page, DEMO.client, undefined, locale)
    const dashboard = dashboardOf(page, locale)
    await expect(dashboard.attention).toBeVisible()

    // The figures the API gives now; nothing in between changes them (the journeys run one at a time).
    const figures: Dashboard = await readDashboard(request, session)
    expect(figures.attention.map((item) => item.key)).toEqual(allAttention)
    // The demo's orders: one with an article the account lacks, some on hold, a concept order,
    // and its food lots that expire within days.
    const attentionTotal = (key: AttentionKey) => figures.attention.find((item) => item.key === key)?.total ?? 0
    for (const key of ['orders_data_issue', 'concept_orders', 'orders_on_hold', 'lots_expiring'] as const) {
      expect(attentionTotal(key), key).toBeGreaterThan(0)
    }

    // Needs attention: each item a link with its count, in the API's order.
    const attentionLinks = dashboard.attention.getByRole('link')
    await expect(attentionLinks).toHaveText(
      figures.attention.map((item) => `${t(`dashboard.attention.${item.key}`)}${countText(item, locale)}`),
    )
    for (const item of figures.attention) {
      const { path, search } = attentionLists[item.key]
      const href = Object.keys(search).length ? `${path}?${new URLSearchParams(search)}` : path
      await expect(
        figureLink(page, t(`dashboard.attention.${item.key}`), countText(item, locale)),
        item.key,
      ).toHaveAttribute('href', href)
    }

    // Today: all four figures, orders received and returns booked as links to that day's overviews.
    const { orders_received, orders_shipped, deliveries_expected, returns_booked } = figures.today
    expect([orders_received, orders_shipped, deliveries_expected, returns_booked]).not.toContain(null)
    await expect(dashboard.today.getByRole('listitem')).toHaveText([
      `${t('dashboard.today.ordersReceived')}${countText(orders_received!, locale)}`,
      `${t('dashboard.today.ordersShipped')}${formatWhole(orders_shipped!, locale)}`,
      `${t('dashboard.today.deliveriesExpected')}${formatWhole(deliveries_expected!, locale)}`,
      `${t('dashboard.today.returnsBooked')}${countText(returns_booked!, locale)}`,
    ])
    const day = `date_from=${figures.date}&date_to=${figures.date}`
    await expect(dashboard.today.getByRole('link')).toHaveCount(2)
    await expect(
      figureLink(page, t('dashboard.today.ordersReceived'), countText(orders_received!, locale)),
    ).toHaveAttribute('href', `/sales-order?${day}`)
    await expect(
      figureLink(page, t('dashboard.today.returnsBooked'), countText(returns_booked!, locale)),
    ).toHaveAttribute('href', `/returns/overview?${day}`)

    // The charts: 30 days of orders and 12 weeks of units received, each named by its totals, with
    // its figures as a table for screen readers.
    const days = figures.orders_per_day ?? []
    const weeks = figures.inbound_units_per_week ?? []
    expect([days.length, weeks.length]).toEqual([30, 12])
    expect(sum(days.map((d) => d.received)), 'orders received in the last 30 days').toBeGreaterThan(0)
    const ordersSummary = t('dashboard.ordersChart.summary', {
      days: 30,
      received: formatWhole(sum(days.map((d) => d.received)), locale),
      shipped: formatWhole(sum(days.map((d) => d.shipped)), locale),
    })
    await expect(dashboard.orders.getByRole('img', { name: ordersSummary, exact: true })).toBeVisible()
    await expect(dashboard.orders.locator('svg.recharts-surface').first()).toBeVisible()
    await expect(dashboard.orders.getByRole('table').locator('tbody tr')).toHaveCount(30)
    const inboundSummary = t('dashboard.inboundChart.summary', {
      weeks: 12,
      units: formatWhole(sum(weeks.map((w) => w.units)), locale),
    })
    await expect(dashboard.inbound.getByRole('img', { name: inboundSummary, exact: true })).toBeVisible()
    await expect(dashboard.inbound.getByRole('table').locator('tbody tr')).toHaveCount(12)

    await page.mouse.move(0, 0)
    await shot(page, `dashboard-figures-${lang}`)
    await expectNoSeriousA11yViolations(page, `dashboard (${locale})`)

    // Each attention link opens its list, filtered, whose total is the dashboard's count; so do
    // today's orders received and returns booked.
    const lists = [
      ...figures.attention.map((item) => ({
        label: t(`dashboard.attention.${item.key}`),
        count: item,
        path: attentionLists[item.key].path,
        totalKey: attentionLists[item.key].total,
      })),
      {
        label: t('dashboard.today.ordersReceived'),
        count: orders_received!,
        path: '/sales-order',
        totalKey: 'salesOrderOverview.total',
      },
      {
        label: t('dashboard.today.returnsBooked'),
        count: returns_booked!,
        path: '/returns/overview',
        totalKey: 'returnOverview.total',
      },
    ]
    for (const { label, count, path, totalKey } of lists) {
      await figureLink(page, label, countText(count, locale)).click()
      await expect(page, label).toHaveURL((url) => url.pathname === path)
      await expect(listTotal(page), label).toHaveText(listTotalText(totalKey, count, locale))
      await page.goBack()
      await expect(dashboard.attention).toBeVisible()
    }
    await context.close()
  })
}

test('a Supplier sees no order figures on the dashboard (en-GB)', async ({ browser, request }) => {
  const t = (key: string) => text(key, {}, 'en-GB')
  const session = await apiLogin(request, DEMO.supplier)
  const figures = await readDashboard(request, session)
  const context = await browser.newContext({ locale: 'en-GB', viewport })
  const page = await context.newPage()
  await login(page, DEMO.supplier)
  const dashboard = dashboardOf(page, 'en-GB')

  // The lists a Supplier may read: products and deliveries; no orders, no stock.
  expect(figures.attention.map((item) => item.key)).toEqual([
    'concept_products_to_adjust',
    'products_below_minimum',
    'concept_deliveries_to_adjust',
  ])
  await expect(dashboard.attention.getByRole('link')).toHaveText(
    figures.attention.map((item) => `${t(`dashboard.attention.${item.key}`)}${countText(item, 'en-GB')}`),
  )
  expect(figures.today.orders_received).toBeNull()
  expect(figures.today.orders_shipped).toBeNull()
  expect(figures.orders_per_day).toBeNull()
  await expect(dashboard.today.getByRole('listitem')).toHaveText(
    `${t('dashboard.today.deliveriesExpected')}${formatWhole(figures.today.deliveries_expected ?? 0, 'en-GB')}`,
  )
  await expect(dashboard.inbound.locator('svg.recharts-surface').first()).toBeVisible()
  await expect(dashboard.orders).toHaveCount(0)
  for (const key of ['orders_data_issue', 'concept_orders', 'orders_on_hold'] as const) {
    await expect(page.getByText(t(`dashboard.attention.${key}`))).toHaveCount(0)
  }
  for (const key of ['ordersReceived', 'ordersShipped', 'returnsBooked']) {
    await expect(page.getByText(t(`dashboard.today.${key}`), { exact: true })).toHaveCount(0)
  }
  await page.mouse.move(0, 0)
  await shot(page, 'dashboard-supplier-en')
  await expectNoSeriousA11yViolations(page, 'dashboard of a Supplier')
  await context.close()
})
