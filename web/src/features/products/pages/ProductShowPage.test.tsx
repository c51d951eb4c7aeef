import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderPage } from '@/test/render'
import { authStore } from '@/lib/auth/auth-store'
import { tulipClient, tulipUser } from '@/test/profile'
import { expectNotFoundAnswer, notFoundText } from '@/test/record-page'
import { stubFetchEachTest } from '@/test/stub-fetch'
import ProductShowPage from './ProductShowPage'

const product = {
  id: 11,
  client_id: 7,
  client_name: 'Tulip Webshop B.V.',
  article_number: 'TEA-11',
  name: 'Green tea',
  description: '',
  article_group: 'General',
  product_type: 'Physic',
  cost_center: '',
  revenue_code: 'R-10',
  is_active: false,
  unit: 'Box',
  ean: '8712345678906',
  weight: 1.25,
  length: 20.5,
  width: 10,
  height: 5,
  customs_code: '090210',
  country_of_origin: 'CN',
  customs_price: 123456,
  has_expiration_date: true,
  commercial_expiration_day_offset: 30,
  has_lot_numbering: true,
  hu: false,
  quantity_sku: null,
  hu_length: null,
  hu_width: null,
  hu_height: null,
  hu_ean: '',
  allow_broken_unit: false,
  minimum_stock: 50,
  outbound_algorithm: 'Fefo',
  has_serial_number: false,
  serial_number_mask: '',
  fixed_serial_number: false,
  total_stock: 1200,
  available_stock: 1100,
  on_hold_stock: 100,
  in_transit_stock: 0,
  inbound_stock: 0,
  stock_alert: 'sufficient',
  original_source: 'IMPORT',
  created_at: '2026-03-01T09:30:00Z',
  updated_at: '2026-03-01T09:30:00Z',
  lots: [{ lot_number: 'L-2026-01', best_before: '2026-12-31', batch_status: 'damaged', quantity: 100 }],
  movements: [
    {
      id: 2,
      lot_number: 'L-2026-01',
      best_before: '2026-12-31',
      batch_status: 'sellable',
      quantity: -1200,
      type: 'shipment',
      reference: 'SO-1001',
      occurred_at: '2026-03-02T23:15:00Z',
    },
  ],
}

/** The product's last 12 months as the API answers them: 1,210 in stock a year ago, 1,200 now. */
const stockMonths = Array.from({ length: 12 }, (_, i) => ({
  month: i < 2 ? `2025-${11 + i}` : `2026-${String(i - 1).padStart(2, '0')}`,
  closing_stock: i === 11 ? 1200 : 1210,
  usage: i === 11 ? 10 : 0,
}))

const fetchMock = stubFetchEachTest(tulipClient)

/** The API answers the product with `data` and its stock chart with its 12 months. */
const answerProduct = (data: object) =>
  fetchMock.mockImplementation((input) =>
    Promise.resolve(jsonResponse(200, { data: String(input).endsWith('/stock-months') ? stockMonths : data })),
  )

const renderShow = (url: string) => renderPage(ProductShowPage, { path: '/client/:clientId/product/:productId', url })

/** The value shown for a field in its group (a description list: dt label, dd value). */
function valueOf(group: string, label: string): string | null {
  const section = screen.getByRole('region', { name: group })
  const term = within(section).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? null
}

describe('ProductShowPage', () => {
  it('shows every field grouped as in the specification, read-only', async () => {
    answerProduct(product)
    renderShow('/client/7/product/11')
    expect(await screen.findByRole('heading', { level: 1, name: 'Green tea' })).toBeInTheDocument()
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/clients/7/products/11')

    expect(valueOf('Identity', 'Article number')).toBe('TEA-11')
    expect(valueOf('Identity', 'Description')).toBe('—')
    expect(valueOf('Identity', 'Product type')).toBe('Physical')
    expect(valueOf('Identity', 'Active')).toBe('No')
    expect(valueOf('Identity', 'Source')).toBe('Import')
    expect(valueOf('Identity', 'Created at')).toBe('1 Mar 2026, 10:30')
    expect(valueOf('Unit and size', 'Weight (kg)')).toBe('1.25')
    expect(valueOf('Unit and size', 'Length (cm)')).toBe('20.5')
    expect(valueOf('Customs', 'Customs price')).toBe('€1,234.56')
    expect(valueOf('Expiry and lots', 'Has a best-before date')).toBe('Yes')
    expect(valueOf('Outer box', 'Quantity in outer box')).toBe('—')
    expect(valueOf('Stock settings', 'Outbound algorithm')).toBe('FEFO (first expired, first out)')
    expect(valueOf('Serial numbers', 'Serial number mask')).toBe('—')
    expect(valueOf('Stock', 'Total stock')).toBe('1,200')
    expect(valueOf('Stock', 'Available')).toBe('1,100')
    expect(valueOf('Stock', 'Stock alert')).toBe('Sufficient')
    expect(screen.getByText('Inactive')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/product')
  })

  it("shows the stock figures first, before the product's other groups", async () => {
    answerProduct(product)
    renderShow('/client/7/product/11')
    await screen.findByRole('heading', { level: 1, name: 'Green tea' })
    const groups = screen.getAllByRole('region')
    expect(groups).toHaveLength(8)
    expect(groups[0]).toBe(screen.getByRole('region', { name: 'Stock' }))
    const stock = within(screen.getByRole('region', { name: 'Stock' }))
    expect(stock.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total stock',
      'Available',
      'On hold',
      'In transit',
      'Inbound',
      'Stock alert',
    ])
  })

  it('lists the stock per lot and the movements, with stock leaving signed', async () => {
    answerProduct(product)
    renderShow('/client/7/product/11')
    const lots = await screen.findByRole('table', { name: 'Stock per lot' })
    const lot = within(lots).getAllByRole('row')[1]
    expect(
      within(lot)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['L-2026-01', '31 Dec 2026', 'Damaged', '100'])
    const movements = screen.getByRole('table', { name: 'Latest stock movements' })
    const movement = within(movements).getAllByRole('row')[1]
    expect(
      within(movement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3 Mar 2026, 00:15', 'Shipment', 'SO-1001', 'L-2026-01', '31 Dec 2026', 'Sellable', '-1,200'])
  })

  it('explains an available figure below zero: more is ordered than is in stock', async () => {
    const oversold = { ...product, total_stock: 0, available_stock: -6, on_hold_stock: 0, stock_alert: 'insufficient' }
    answerProduct(oversold)
    renderShow('/client/7/product/11')
    await screen.findByRole('heading', { level: 1, name: 'Green tea' })
    expect(valueOf('Stock', 'Available')).toBe('-6 (more is ordered than is in stock)')
    expect(valueOf('Stock', 'Stock alert')).toBe('Insufficient')
  })

  it('says so when a product has no stock and no movements', async () => {
    answerProduct({ ...product, lots: [], movements: [] })
    renderShow('/client/7/product/11')
    expect(await screen.findByText('This product has no stock.')).toBeInTheDocument()
    expect(screen.getByText('This product has no stock movements yet.')).toBeInTheDocument()
  })

  it('shows the stock over the last 12 months, its figures in a table with a caption', async () => {
    answerProduct(product)
    renderShow('/client/7/product/11')
    expect(await screen.findByRole('heading', { level: 2, name: 'Stock over the last 12 months' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Stock at the end of each month and usage per month' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(12)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'November 2025',
      'December 2025',
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
    ])
    expect(
      within(rows[11])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,200', '10'])
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/clients/7/products/11/stock-months')
  })

  it('shows a Supplier, who may not read stock reports, no chart and does not ask for it', async () => {
    authStore.setProfile(tulipUser('Supplier'))
    answerProduct(product)
    renderShow('/client/7/product/11')
    await screen.findByRole('table', { name: 'Stock per lot' })
    expect(screen.queryByRole('heading', { name: 'Stock over the last 12 months' })).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/clients/7/products/11'])
  })

  it("shows the not-found message for an unknown or another account's product", async () => {
    await expectNotFoundAnswer(fetchMock, () => renderShow('/client/7/product/999'))
  })

  it('does not ask the API for an id that cannot be a product', () => {
    renderShow('/client/7/product/abc')
    expect(screen.getByText(notFoundText)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
