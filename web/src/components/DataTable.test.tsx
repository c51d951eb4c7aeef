import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '@/test/render'
import { DataTable } from './DataTable'

const records = [
  { id: 1, articleNumber: 'P-1' },
  { id: 2, articleNumber: 'P-2' },
]
const columns = [{ accessor: 'articleNumber', title: 'Article number' }]

describe('DataTable', () => {
  it('loads more while the API has a next cursor, and resets filters', async () => {
    const onLoadMore = vi.fn()
    const onResetFilters = vi.fn()
    renderPage(() => (
      <DataTable
        records={records}
        columns={columns}
        hasMore
        onLoadMore={onLoadMore}
        filtered
        onResetFilters={onResetFilters}
      />
    ))
    expect(screen.getByText('P-2')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(onLoadMore).toHaveBeenCalledOnce()
    expect(onResetFilters).toHaveBeenCalledOnce()
  })

  it('hides both buttons on the last page without filters', () => {
    renderPage(() => <DataTable records={records} columns={columns} hasMore={false} onLoadMore={() => {}} />)
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument()
  })
})
