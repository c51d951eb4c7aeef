import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage } from '@/test/render'
import { ListTotal } from './ListTotal'

describe('ListTotal', () => {
  it('says how many rows a list holds, and more than the count when the server stopped counting', async () => {
    renderPage(() => (
      <>
        <ListTotal total={{ count: 1, capped: false }} textKey="productOverview.total" />
        <ListTotal total={{ count: 1234, capped: false }} textKey="productOverview.total" />
        <ListTotal total={{ count: 1000, capped: true }} textKey="productOverview.total" />
        <ListTotal total={undefined} textKey="productOverview.total" />
      </>
    ))
    expect(await screen.findByText('1 product')).toBeInTheDocument()
    expect(screen.getByText('1,234 products')).toBeInTheDocument()
    expect(screen.getByText('More than 1,000 products')).toBeInTheDocument()
    expect(screen.getAllByRole('status')).toHaveLength(3)
  })
})
