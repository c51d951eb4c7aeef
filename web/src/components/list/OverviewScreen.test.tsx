import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from '@mantine/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toParamEntries } from '@/lib/api/params'
import { ApiError } from '@/lib/api/errors'
import { authStore } from '@/lib/auth/auth-store'
import { useCursorList, type CursorPage } from '@/lib/cursor-list'
import { oneOf, searchOf, sortDirections, type SortDirection } from '@/lib/list-filters'
import { tulipClient as profile } from '@/test/profile'
import { renderPage } from '@/test/render'
import { OverviewScreen } from './OverviewScreen'
import { RowLink } from './RowLink'
import { SortableOverviewTable } from './SortableOverviewTable'

// An area of teas, declared as an area declares its overview: its filters in the address, its list
// call, an action, its filter bar and its columns. The texts are the product overview's.

interface Tea {
  id: number
  name: string
  price: number
}

const teaSorts = ['name', 'price'] as const
type TeaSort = (typeof teaSorts)[number]

interface TeaFilters {
  q: string
  sort: TeaSort
  direction: SortDirection
}

const teaFilters = {
  parseFilters: (params: URLSearchParams): TeaFilters => ({
    q: searchOf(params),
    sort: oneOf(teaSorts, params.get('sort')) ?? 'name',
    direction: oneOf(sortDirections, params.get('direction')) ?? 'asc',
  }),
  filtersToSearchParams: ({ q, sort, direction }: TeaFilters) =>
    new URLSearchParams(
      toParamEntries({
        q: q || undefined,
        sort: sort === 'name' ? undefined : sort,
        direction: direction === 'asc' ? undefined : direction,
      }),
    ),
  isFiltered: ({ q }: TeaFilters) => q !== '',
  resetFilters: (filters: TeaFilters): TeaFilters => ({ ...filters, q: '' }),
}

const fetchPage = vi.fn<(filters: TeaFilters, cursor: string | undefined) => Promise<CursorPage<Tea>>>()
const useTeas = (clientId: number, filters: TeaFilters) =>
  useCursorList(clientId, {
    queryKey: ['clients', clientId, 'teas', filters],
    fetchPage: (cursor) => fetchPage(filters, cursor),
  })
const page = (data: Tea[], nextCursor: string | null, total: number): CursorPage<Tea> => ({
  data,
  meta: { nextCursor, total },
})
const tea = (id: number, name: string): Tea => ({ id, name, price: 100 * id })

/** Sorting by price starts with the dearest when the area says so. */
let priceFirstDescending = false

function TeaOverviewPage() {
  return (
    <OverviewScreen
      filters={teaFilters}
      useList={useTeas}
      totalKey="productOverview.total"
      actions={(clientId, filters) => <Button>{`Export teas of ${clientId} by ${filters.sort}`}</Button>}
      filterBar={(filters, onChange) => (
        <Button onClick={() => onChange({ q: 'green' }, true)}>{`Search: ${filters.q || 'none'}`}</Button>
      )}
      table={(list) => (
        <SortableOverviewTable<Tea, TeaSort>
          {...list}
          label="Teas"
          columns={[
            { accessor: 'name', render: (row) => <RowLink to={`/tea/${row.id}`}>{row.name}</RowLink> },
            { accessor: 'price' },
          ]}
          titleOf={(accessor) => `Column ${accessor}`}
          sorts={teaSorts}
          defaultDirection={priceFirstDescending ? (sort) => (sort === 'price' ? 'desc' : 'asc') : undefined}
          rowPath={(row) => `/tea/${row.id}`}
          texts={{ noMatches: 'No teas match', noRecords: 'No teas yet' }}
        />
      )}
    />
  )
}

const renderTeas = (url = '/tea') => renderPage(TeaOverviewPage, { path: '/tea', url })

beforeEach(() => authStore.setProfile(profile))
afterEach(() => {
  fetchPage.mockReset()
  priceFirstDescending = false
})

describe('OverviewScreen', () => {
  it('shows the actions, the total and the rows, and reads on with the next cursor', async () => {
    fetchPage
      .mockResolvedValueOnce(page([tea(1, 'Sencha'), tea(2, 'Assam')], 'cursor-2', 3))
      .mockResolvedValueOnce(page([tea(3, 'Oolong')], null, 3))
    renderTeas('/tea?sort=price')
    const table = screen.getByRole('table', { name: 'Teas' })
    expect(await within(table).findByText('Sencha')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export teas of 7 by price' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('3 products')
    expect(fetchPage).toHaveBeenLastCalledWith({ q: '', sort: 'price', direction: 'asc' }, undefined)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(table).findByText('Oolong')).toBeInTheDocument()
    expect(fetchPage).toHaveBeenLastCalledWith({ q: '', sort: 'price', direction: 'asc' }, 'cursor-2')
    expect(within(table).getByText('Assam')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('puts a change of the filter bar into the address, says when nothing matches, and resets the filters but not the sort', async () => {
    fetchPage.mockResolvedValue(page([], null, 0))
    const { router } = renderTeas('/tea?sort=price')
    expect(await screen.findByText('No teas yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument()
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Search: none' }))
    await waitFor(() => expect(router.state.location.search).toBe('?q=green&sort=price'))
    expect(await screen.findByText('No teas match')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('0 products')

    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price'))
    expect(await screen.findByText('No teas yet')).toBeInTheDocument()
  })

  it('says why the list could not be read', async () => {
    fetchPage.mockRejectedValue(new ApiError(500, 'errors.500'))
    renderTeas()
    expect(
      await screen.findByText(
        'Something went wrong, please try again later. If the problem persists, please contact us',
      ),
    ).toBeInTheDocument()
  })

  it('asks to select an account when none is chosen, and offers no actions', () => {
    authStore.setProfile({ ...profile, client: null })
    renderTeas()
    expect(screen.getByText('Please select an account')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Export/ })).not.toBeInTheDocument()
    expect(fetchPage).not.toHaveBeenCalled()
  })
})

describe('SortableOverviewTable', () => {
  it.each([
    {
      how: 'the same column turns round, another keeps the direction',
      priceFirst: false,
      clicks: [
        ['name', '?direction=desc'],
        ['price', '?sort=price&direction=desc'],
      ],
    },
    {
      how: 'another column starts in its own direction when the area gives one',
      priceFirst: true,
      clicks: [
        ['price', '?sort=price&direction=desc'],
        ['price', '?sort=price'],
        ['name', ''],
      ],
    },
  ])('sorts by the columns of the sorts: $how', async ({ priceFirst, clicks }) => {
    priceFirstDescending = priceFirst
    fetchPage.mockResolvedValue(page([tea(1, 'Sencha')], null, 1))
    const { router } = renderTeas()
    await screen.findByText('Sencha')
    const user = userEvent.setup()
    for (const [column, search] of clicks) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^Column ${column}`) }))
      await waitFor(() => expect(router.state.location.search).toBe(search))
    }
  })

  it('opens the record on a row click, and links it from its first column', async () => {
    fetchPage.mockResolvedValue(page([tea(1, 'Sencha')], null, 1))
    const { router } = renderTeas()
    expect(await screen.findByRole('link', { name: 'Sencha' })).toHaveAttribute('href', '/tea/1')
    await userEvent.setup().click(screen.getByRole('cell', { name: '100' }))
    expect(router.state.location.pathname).toBe('/tea/1')
  })
})
