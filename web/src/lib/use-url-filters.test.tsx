import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderPage } from '@/test/render'
import { useUrlFilters } from './use-url-filters'

interface Filters {
  q: string
  type: string
}

const parse = (params: URLSearchParams): Filters => ({ q: params.get('q') ?? '', type: params.get('type') ?? '' })
const toSearchParams = ({ q, type }: Filters) =>
  new URLSearchParams(Object.entries({ q, type }).filter(([, value]) => value !== ''))

// Two changes before the router has committed the first, as when a filter is picked right after
// the debounced search wrote the address.
function TwoQuickChanges() {
  const [filters, update] = useUrlFilters(parse, toSearchParams)
  const changeTwice = () => {
    update((current) => ({ ...current, q: 'tea' }), true)
    update((current) => ({ ...current, type: 'Electronic' }))
  }
  return (
    <button type="button" onClick={changeTwice}>
      {filters.q}|{filters.type}
    </button>
  )
}

describe('useUrlFilters', () => {
  it('builds a change on the address just asked for, so a quick second change keeps the first', async () => {
    const { router } = renderPage(TwoQuickChanges, { path: '/product', url: '/product?type=Physic' })
    expect(screen.getByRole('button', { name: '|Physic' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button'))
    expect(await screen.findByRole('button', { name: 'tea|Electronic' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?q=tea&type=Electronic')
  })
})
