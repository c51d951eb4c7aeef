import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderPage } from '@/test/render'
import { useOverviewFilters } from './use-overview-filters'

// Two changes before the router has committed the first, as when a filter is picked right after
// the debounced search wrote the address.
function TwoQuickChanges() {
  const [filters, update] = useOverviewFilters()
  const changeTwice = () => {
    update((current) => ({ ...current, q: 'tea' }), true)
    update((current) => ({ ...current, productType: 'Electronic' }))
  }
  return (
    <button type="button" onClick={changeTwice}>
      {filters.q}|{filters.productType}
    </button>
  )
}

describe('useOverviewFilters', () => {
  it('builds a change on the address just asked for, so a quick second change keeps the first', async () => {
    const { router } = renderPage(TwoQuickChanges, { path: '/product', url: '/product?sort=name' })
    await userEvent.setup().click(screen.getByRole('button'))
    expect(await screen.findByRole('button', { name: 'tea|Electronic' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?q=tea&product_type=Electronic&sort=name')
  })
})
