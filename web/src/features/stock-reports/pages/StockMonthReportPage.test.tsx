import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { MISSING } from '@/lib/format'
import { fakeApi } from '@/test/fake-api'
import { tulipUser as profile } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import StockMonthReportPage from './StockMonthReportPage'
import { submittedForms } from '@/test/browser-forms'

const figures = (initial: number, delivered: number, received: number, correction: number) => ({
  initial_stock_month: initial,
  sales_orders_delivered: delivered,
  received_and_returns: received,
  correction,
  initial_stock_next_month: initial + received - delivered + correction,
})

const row = (id: number, article: string, name: string, revenueCode: string, month: ReturnType<typeof figures>) => ({
  product_id: id,
  article_number: article,
  product_name: name,
  revenue_code: revenueCode,
  ...month,
})

const march = {
  data: {
    year: 2026,
    month: 3,
    rows: [
      row(41, 'TS-1001', 'Tulip mug', 'MUGS', figures(1200, 340, 2500, -3)),
      row(42, 'TS-1002', 'Tulip tea towel', '', figures(15, 0, 0, 2)),
    ],
    totals: [
      { revenue_code: '', ...figures(15, 0, 0, 2) },
      { revenue_code: 'MUGS', ...figures(1200, 340, 2500, -3) },
    ],
  },
}

const emptyMonth = (year: number, month: number) => ({ data: { year, month, rows: [], totals: [] } })

// 31 March 2026, 22:30 in UTC: already 1 April in Amsterdam, where the report's months begin.
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-31T22:30:00Z'), toFake: ['Date'] })
  authStore.setProfile(profile('Exit'))
})
afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await i18next.changeLanguage('en-GB')
})

const renderReport = (url = '/stock/logfin') => renderWithFeedback(StockMonthReportPage, { path: '/stock/logfin', url })

const table = (name = 'Month report') => screen.getByRole('table', { name })

const headers = (name?: string) =>
  within(table(name))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

/** The cells of the table's row n (1 is the first below the header). */
const cells = (n: number, name?: string) =>
  within(within(table(name)).getAllByRole('row')[n])
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('StockMonthReportPage', { timeout: 60_000 }, () => {
  it("shows the month's products and their figures for the locale, and the totals per revenue code", async () => {
    const api = fakeApi({ 'GET /api/clients/7/stock/month': march })
    renderReport('/stock/logfin?year=2026&month=3')
    await within(table()).findByText('Tulip mug')
    expect(api.calls('GET').map((call) => call.url)).toEqual(['/api/clients/7/stock/month?year=2026&month=3'])
    expect(headers()).toEqual([
      'Product #',
      'Product name',
      'Initial stock (month)',
      'Sales orders delivered',
      'Received and returns',
      'Correction',
      'Initial stock (next month)',
      'Revenue code',
    ])
    expect(cells(1)).toEqual(['TS-1001', 'Tulip mug', '1,200', '340', '2,500', '-3', '3,357', 'MUGS'])
    expect(cells(2)).toEqual(['TS-1002', 'Tulip tea towel', '15', '0', '0', '+2', '17', MISSING])
    expect(within(table()).getByRole('link', { name: 'TS-1001' })).toHaveAttribute('href', '/client/7/product/41')
    // The figures stand right, under one another.
    expect(within(within(table()).getAllByRole('row')[1]).getAllByRole('cell')[2]).toHaveClass(
      'mantine-datatable-text-align-right',
    )

    expect(screen.getByRole('heading', { level: 2, name: 'Total per revenue code' })).toBeInTheDocument()
    const totals = 'Total per revenue code'
    expect(headers(totals)).toEqual([
      'Revenue code',
      'Initial stock (month)',
      'Sales orders delivered',
      'Received and returns',
      'Correction',
      'Initial stock (next month)',
    ])
    expect(cells(1, totals)).toEqual(['No revenue code', '15', '0', '0', '+2', '17'])
    expect(cells(2, totals)).toEqual(['MUGS', '1,200', '340', '2,500', '-3', '3,357'])
  })

  it('opens on the current month in Amsterdam, asks for another month and year chosen, and exports the month shown', async () => {
    const api = fakeApi({
      'GET /api/clients/7/stock/month': () => {
        const url = new URL(api.calls('GET').at(-1)?.url ?? '', 'http://kade.test')
        const [year, month] = ['year', 'month'].map((name) => Number(url.searchParams.get(name)))
        return year === 2026 && month === 3 ? march : emptyMonth(year, month)
      },
    })
    const submitted = submittedForms()
    const user = userEvent.setup({ delay: null })
    const { router } = renderReport()
    expect(await screen.findByText('No stock and no movements in this month.')).toBeInTheDocument()
    expect(api.calls('GET')[0].url).toBe('/api/clients/7/stock/month?year=2026&month=4')
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('April')
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2026')
    expect(screen.queryByRole('table', { name: 'Total per revenue code' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('combobox', { name: 'Month' }))
    await user.click(await screen.findByRole('option', { name: 'March' }))
    await waitFor(() => expect(router.state.location.search).toBe('?year=2026&month=3'))
    await within(table()).findByText('Tulip mug')
    expect(api.calls('GET').at(-1)?.url).toBe('/api/clients/7/stock/month?year=2026&month=3')
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'))

    await user.click(screen.getByRole('combobox', { name: 'Year' }))
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026'])
    await user.click(screen.getByRole('option', { name: '2025' }))
    await waitFor(() => expect(router.state.location.search).toBe('?year=2025&month=3'))
    expect(await screen.findByText('No stock and no movements in this month.')).toBeInTheDocument()
    expect(api.calls('GET').at(-1)?.url).toBe('/api/clients/7/stock/month?year=2025&month=3')

    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }))
    expect(submitted).toEqual([
      {
        action: expect.stringMatching(/\/api\/clients\/7\/exports\/stock-month$/),
        year: '2025',
        month: '3',
        format: 'csv',
        language: 'en-GB',
      },
    ])
  })

  it('shows the current month for a hand-edited address, and offers a year a link names outside the usual ones', async () => {
    const api = fakeApi({ 'GET /api/clients/7/stock/month': () => emptyMonth(2026, 4) })
    const user = userEvent.setup({ delay: null })
    const { unmount } = renderReport('/stock/logfin?year=20x6&month=3')
    expect(await screen.findByText('No stock and no movements in this month.')).toBeInTheDocument()
    expect(api.calls('GET')[0].url).toBe('/api/clients/7/stock/month?year=2026&month=4')
    unmount()

    renderReport('/stock/logfin?year=2019&month=5')
    await waitFor(() => expect(api.calls('GET').at(-1)?.url).toBe('/api/clients/7/stock/month?year=2019&month=5'))
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2019')
    await user.click(screen.getByRole('combobox', { name: 'Year' }))
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('2019')
  })

  it('says why the month cannot be shown when the call fails', async () => {
    fakeApi({ 'GET /api/clients/7/stock/month': () => jsonResponse(500, { message: 'errors.500' }) })
    renderReport()
    expect(
      await screen.findByText(
        'Something went wrong, please try again later. If the problem persists, please contact us',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Month report' })).not.toBeInTheDocument()
  })

  it('speaks Dutch: the columns, the month names, the figures and the export', async () => {
    await i18next.changeLanguage('nl-NL')
    fakeApi({ 'GET /api/clients/7/stock/month': march })
    const submitted = submittedForms()
    const user = userEvent.setup({ delay: null })
    renderReport('/stock/logfin?year=2026&month=3')
    await within(table('Maandrapport')).findByText('Tulip mug')
    expect(headers('Maandrapport').map((header) => header?.replace(/\u00ad/g, ''))).toEqual([
      'Productnummer',
      'Productnaam',
      'Beginvoorraad maand',
      'Uitgeleverd (verkooporders)',
      'Ontvangen en retouren',
      'Correctie',
      'Beginvoorraad volgende maand',
      'Omzetcode',
    ])
    expect(cells(1, 'Maandrapport')).toEqual(['TS-1001', 'Tulip mug', '1.200', '340', '2.500', '-3', '3.357', 'MUGS'])
    expect(cells(1, 'Totaal per omzetcode')[0]).toBe('Geen omzetcode')
    expect(screen.getByRole('combobox', { name: 'Maand' })).toHaveValue('maart')

    await user.click(screen.getByRole('button', { name: 'Exporteren' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }))
    expect(submitted).toEqual([
      expect.objectContaining({ year: '2026', month: '3', format: 'xlsx', language: 'nl-NL' }),
    ])
  })

  it('sends a Supplier, who reads no stock reports, to the forbidden page', () => {
    authStore.setProfile(profile('Supplier'))
    renderReport()
    expect(screen.getByTestId('location')).toHaveTextContent('/403')
  })
})
