import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { cursorPage, overviewPage } from '@/test/overview-page'
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

const { fetchMock, requestedUrls, renderOverview, showFirstPage, linkedRow, loadNextPage, resetKeepsSort } =
  overviewPage(ProductOverviewPage, { path: '/product', tableName: 'Products' })

describe('ProductOverviewPage', () => {
  it('shows a page of products with their figures, and loads the next page with the cursor', async () => {
    const table = await showFirstPage({
      url: '/product?product_type=Physic&sort=name&direction=desc',
      call: '/api/clients/7/products?product_type=Physic&sort=name&direction=desc',
      rows: [
        row(11, {}),
        row(12, { product_type: 'Electronic', unit: 'Piece', is_active: false, stock_alert: 'insufficient' }),
      ],
      nextRows: [row(13, { name: 'Black tea' })],
      total: 3,
      shown: 'Green tea 11',
    })
    const first = linkedRow('TEA-11', '/client/7/product/11')
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

    await loadNextPage(
      'Black tea',
      '/api/clients/7/products?product_type=Physic&sort=name&direction=desc&cursor=cursor-2',
    )
    expect(within(table).getByText('Green tea 11')).toBeInTheDocument()
  })

  it('puts the sort and a debounced search into the address and the list call', async () => {
    fetchMock.mockImplementation(async () => cursorPage([row(11, {})], null, 1))
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
    await resetKeepsSort('/product?q=nothing&stock_alert=unknown&sort=ean', '?sort=ean', {
      total: '0 products',
      noMatch: 'No products match your search or filters.',
      empty: 'This account has no products yet.',
    })
  })
})
