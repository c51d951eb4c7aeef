import { screen, waitFor, within } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { tulipUser } from '@/test/profile'
import { renderPage } from '@/test/render'
import DashboardPage from './DashboardPage'

const path = 'GET /api/clients/7/dashboard'

/** A count as the API answers it. */
const count = (total: number, total_capped = false) => ({ total, total_capped })

/** 30 days up to 27 November 2026, oldest first: two orders received and one shipped a day, 12 and 9 today. */
const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 10, 27 - 29 + index)).toISOString().slice(0, 10)
  return index === 29 ? { date, received: 12, shipped: 9 } : { date, received: 2, shipped: 1 }
})

/** 12 weeks up to the week of Monday 23 November 2026, 100 units each and 120 this week. */
const weeks = Array.from({ length: 12 }, (_, index) => ({
  week_start: new Date(Date.UTC(2026, 10, 23 - 7 * (11 - index))).toISOString().slice(0, 10),
  units: index === 11 ? 120 : 100,
}))

/** The dashboard of a Default user, who may read everything on it (snake_case, as the API answers). */
const full = {
  data: {
    date: '2026-11-27',
    attention: [
      { key: 'orders_data_issue', ...count(2) },
      { key: 'concept_orders', ...count(5) },
      { key: 'orders_on_hold', ...count(1) },
      { key: 'concept_products_to_adjust', ...count(0) },
      { key: 'products_below_minimum', ...count(3) },
      { key: 'concept_deliveries_to_adjust', ...count(1) },
      { key: 'lots_expiring', ...count(4) },
    ],
    today: {
      orders_received: count(12),
      orders_shipped: 9,
      deliveries_expected: 1,
      returns_booked: count(0),
    },
    orders_per_day: days,
    inbound_units_per_week: weeks,
  },
}

/** As a Supplier sees it: no orders, no stock; products and deliveries only. */
const supplier = {
  data: {
    date: '2026-11-27',
    attention: [
      { key: 'concept_products_to_adjust', ...count(0) },
      { key: 'products_below_minimum', ...count(3) },
      { key: 'concept_deliveries_to_adjust', ...count(1) },
    ],
    today: { orders_received: null, orders_shipped: null, deliveries_expected: 1, returns_booked: null },
    orders_per_day: null,
    inbound_units_per_week: weeks,
  },
}

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await i18next.changeLanguage('en-GB')
})

const renderDashboard = (profile: Profile = tulipUser('Default')) => {
  authStore.setProfile(profile)
  return renderPage(DashboardPage, { path: '/' })
}

const region = (name: string) => screen.getByRole('region', { name })

/** The links of a region: each one's name and where it leads. */
const links = (name: string) =>
  within(region(name))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

/** The figures of a region without a link. */
const figures = (name: string) =>
  within(region(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('DashboardPage', { timeout: 60_000 }, () => {
  it('shows what needs attention as links to the lists they count, in the order given', async () => {
    const api = fakeApi({ [path]: full })
    renderDashboard()
    expect(await screen.findByRole('region', { name: 'Needs attention' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(api.calls('GET').map((call) => call.url)).toEqual(['/api/clients/7/dashboard'])
    expect(links('Needs attention')).toEqual([
      ['Orders with a data issue2', '/sales-order?status=DataIssue'],
      ['Concept orders not sent yet5', '/sales-order/concept'],
      ['Orders on hold1', '/sales-order?status=OnHold'],
      ['Concept products to adjust0', '/product/concept?has_errors=1'],
      ['Products below their minimum stock3', '/product?stock_alert=insufficient'],
      ['Concept deliveries to adjust1', '/delivery/concept?has_errors=1'],
      ['Lots expiring within 30 days4', '/stock/batch?expires_within=30'],
    ])
    // A count above nought stands out; nought stays calm.
    const tone = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('data-tone')
    expect(tone(/^Orders with a data issue/)).toBe('alert')
    expect(tone(/^Concept products to adjust/)).toBe('calm')
  })

  it("shows today's figures, the days' orders and returns as links to their overviews of that day", async () => {
    fakeApi({ [path]: full })
    renderDashboard()
    expect(await screen.findByRole('region', { name: 'Today' })).toHaveTextContent('Friday, 27 November 2026')
    expect(figures('Today')).toEqual([
      'Orders received12',
      'Orders shipped9',
      'Deliveries expected1',
      'Returns booked0',
    ])
    expect(links('Today')).toEqual([
      ['Orders received12', '/sales-order?date_from=2026-11-27&date_to=2026-11-27'],
      ['Returns booked0', '/returns/overview?date_from=2026-11-27&date_to=2026-11-27'],
    ])
  })

  it('names each chart by its totals and gives its figures as a table', async () => {
    fakeApi({ [path]: full })
    renderDashboard()
    const orders = await screen.findByRole('region', { name: 'Orders per day' })
    expect(
      within(orders).getByRole('img', {
        name: 'Orders received and shipped per day over the last 30 days: 70 received and 38 shipped in all.',
      }),
    ).toBeInTheDocument()
    const orderRows = within(within(orders).getByRole('table', { name: 'Orders per day' })).getAllByRole('row')
    expect(orderRows.map((row) => row.textContent)).toHaveLength(31)
    expect(orderRows[0]).toHaveTextContent('DayReceivedShipped')
    expect(orderRows[1]).toHaveTextContent('Thu, 29 Oct 202621')
    expect(orderRows[30]).toHaveTextContent('Fri, 27 Nov 2026129')

    const inbound = region('Units received per week')
    expect(
      within(inbound).getByRole('img', {
        name: 'Units the warehouse received per week over the last 12 weeks: 1,220 in all.',
      }),
    ).toBeInTheDocument()
    const inboundRows = within(within(inbound).getByRole('table')).getAllByRole('row')
    expect(inboundRows).toHaveLength(13)
    expect(inboundRows[0]).toHaveTextContent('Week (Monday to Sunday)Units received')
    expect(inboundRows[12].textContent?.replace(/[\u2009\u202f]/g, ' ')).toBe('23 – 29 Nov 2026120')
  })

  it('leaves out what the level may not read: absent counts, null figures and charts', async () => {
    fakeApi({ [path]: supplier })
    renderDashboard(tulipUser('Supplier'))
    expect(await screen.findByRole('region', { name: 'Needs attention' })).toBeInTheDocument()
    expect(links('Needs attention').map(([name]) => name)).toEqual([
      'Concept products to adjust0',
      'Products below their minimum stock3',
      'Concept deliveries to adjust1',
    ])
    expect(figures('Today')).toEqual(['Deliveries expected1'])
    expect(within(region('Today')).queryAllByRole('link')).toEqual([])
    expect(screen.queryByRole('region', { name: 'Orders per day' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Units received per week' })).toBeInTheDocument()
    expect(screen.queryByText(/orders/i)).not.toBeInTheDocument()
  })

  it('says a capped count as the lists do', async () => {
    fakeApi({
      [path]: {
        data: {
          ...full.data,
          attention: [{ key: 'orders_data_issue', ...count(1000, true) }],
          today: { ...full.data.today, orders_received: count(1000, true) },
        },
      },
    })
    renderDashboard()
    expect(await screen.findByRole('link', { name: 'Orders with a data issue More than 1,000' })).toHaveAttribute(
      'data-tone',
      'alert',
    )
    expect(screen.getByRole('link', { name: 'Orders received More than 1,000' })).toBeInTheDocument()
  })

  it('speaks Dutch to a Dutch user', async () => {
    fakeApi({ [path]: full })
    await i18next.changeLanguage('nl-NL')
    renderDashboard()
    expect(await screen.findByRole('region', { name: 'Aandacht nodig' })).toBeInTheDocument()
    expect(links('Aandacht nodig')[0]).toEqual(['Orders met een gegevensprobleem2', '/sales-order?status=DataIssue'])
    expect(region('Vandaag')).toHaveTextContent('vrijdag 27 november 2026')
    expect(
      within(region('Ontvangen eenheden per week')).getByRole('img', {
        name: 'Eenheden die het magazijn per week heeft ontvangen over de afgelopen 12 weken: in totaal 1.220.',
      }),
    ).toBeInTheDocument()
  })

  it('asks provider staff without an account to select one, and asks the API nothing', async () => {
    const api = fakeApi({})
    renderDashboard({ ...tulipUser('Provider'), client: null })
    expect(await screen.findByText('Please select an account')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    await waitFor(() => expect(api.calls('GET')).toEqual([]))
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('says when the dashboard could not be read', async () => {
    fakeApi({ [path]: new Response(null, { status: 500 }) })
    renderDashboard()
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.')
  })
})
