import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { tulipClient as profile } from '@/test/profile'
import { jsonResponse, renderPage } from '@/test/render'
import ProductOverviewPage from './ProductOverviewPage'

const row = (id: number, fields: object) => ({
  id,
  article_number: `TEA-${id}`,
  name: `Green tea ${id}`,
  ean: '8712345678906',
  product_type: 'Physic',
  unit: 'Box',
  is_active: true,
  minimum_stock: 0,
  total_stock: 1234,
  available_stock: 1000,
  on_hold_stock: 34,
  in_transit_stock: 0,
  inbound_stock: 200,
  stock_alert: 'sufficient',
  ...fields,
})

const page = (rows: object[], nextCursor: string | null, total: number) =>
  jsonResponse(200, { data: rows, meta: { next_cursor: nextCursor, total } })

const fetchMock = vi.fn<typeof fetch>()
const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url))

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  authStore.setProfile(profile)
})
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

const renderOverview = (url = '/product') => renderPage(ProductOverviewPage, { path: '/product', url })

describe('ProductOverviewPage', () => {
  it('shows a page of products with their figures, and loads the next page with the cursor', async () => {
    fetchMock
      .mockResolvedValueOnce(
        page(
          [
            row(11, {}),
            row(12, { product_type: 'Electronic', unit: 'Piece', is_active: false, stock_alert: 'insufficient' }),
          ],
          'cursor-2',
          3,
        ),
      )
      .mockResolvedValueOnce(page([row(13, { name: 'Black tea' })], null, 3))
    renderOverview('/product?product_type=Physic&sort=name&direction=desc')

    const table = screen.getByRole('table', { name: 'Products' })
    await within(table).findByText('Green tea 11')
    expect(requestedUrls()[0]).toBe('/api/clients/7/products?product_type=Physic&sort=name&direction=desc')
    const first = within(table).getByRole('link', { name: 'TEA-11' }).closest('tr') as HTMLElement
    expect(within(first).getByRole('link', { name: 'TEA-11' })).toHaveAttribute('href', '/client/7/product/11')
    for (const text of ['Green tea 11', '1,234', '1,000', '34', '200', 'Sufficient']) {
      expect(within(first).getByText(text)).toBeInTheDocument()
    }
    // Narrower than a wide screen (jsdom's window matches no width), the EAN, type, unit and status
    // make way for the stock figures; the product page shows them.
    for (const text of ['8712345678906', 'Physical', 'Box', 'Active']) {
      expect(within(first).queryByText(text)).not.toBeInTheDocument()
    }
    const second = within(table).getByRole('link', { name: 'TEA-12' }).closest('tr') as HTMLElement
    for (const text of ['Insufficient']) {
      expect(within(second).getByText(text)).toBeInTheDocument()
    }
    expect(screen.getByText('3 products')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(table).findByText('Black tea')).toBeInTheDocument()
    expect(requestedUrls()[1]).toBe(
      '/api/clients/7/products?product_type=Physic&sort=name&direction=desc&cursor=cursor-2',
    )
    expect(within(table).getByText('Green tea 11')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('puts the sort and a debounced search into the address and the list call', async () => {
    fetchMock.mockImplementation(async () => page([row(11, {})], null, 1))
    const { router } = renderOverview()
    await screen.findByText('Green tea 11')
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: /^Name/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'))

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tea')
    await waitFor(() => expect(router.state.location.search).toBe('?q=tea&sort=name'))
    // One search for the whole word, not one per keystroke.
    await waitFor(() =>
      expect(requestedUrls()).toEqual([
        '/api/clients/7/products',
        '/api/clients/7/products?sort=name',
        '/api/clients/7/products?q=tea&sort=name',
      ]),
    )
  })

  it('says when nothing matches, and resets the filters but not the sort', async () => {
    fetchMock.mockImplementation(async () => page([], null, 0))
    const { router } = renderOverview('/product?q=nothing&stock_alert=unknown&sort=ean')
    expect(await screen.findByText('0 products')).toBeInTheDocument()
    expect(screen.getByText('No products match your search or filters.')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=ean'))
    expect(await screen.findByText('This account has no products yet.')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
  })
})
