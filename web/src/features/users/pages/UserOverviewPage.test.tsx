import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { MISSING } from '@/lib/format'
import { renderWithFeedback } from '@/test/render'
import { fakeApi } from '@/test/fake-api'
import { tulipClient, tulipUser } from '@/test/profile'
import UserOverviewPage from './UserOverviewPage'

const user = (id: number, name: string, invited: boolean, deactivatedAt: string | null = null) => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@tulip.example.com`,
  level: invited ? 'Exit' : 'Default',
  accounts: [{ id: 7, name: 'Tulip Webshop B.V.' }],
  last_login_date: invited ? null : '2026-11-22T10:05:00Z',
  invitation_open: invited,
  can_see_translator_orders: false,
  registered: !invited,
  deactivated_at: deactivatedAt,
})

beforeEach(() => authStore.setProfile(tulipClient))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderUsers = (url = '/user') => renderWithFeedback(UserOverviewPage, { path: '/user', url })

const table = () => screen.getByRole('table', { name: 'Users' })

const cells = (n: number) =>
  within(within(table()).getAllByRole('row')[n])
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('UserOverviewPage', { timeout: 60_000 }, () => {
  it('shows the columns, the level in words, the last login and an open invitation, and loads the next page', async () => {
    const api = fakeApi({
      'GET /api/users': () =>
        api.calls('GET').length === 1
          ? { data: [user(3, 'Daan de Vries', false)], meta: { next_cursor: 'next', total: 2 } }
          : { data: [user(9, 'Noor Bakker', true)], meta: { next_cursor: null, total: 2 } },
    })
    const clicker = userEvent.setup({ delay: null })
    renderUsers()
    await within(table()).findByText('Daan de Vries')
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Level', 'Accounts', 'Last login', 'Status'])
    expect(cells(1)).toEqual([
      'Daan de Vries',
      'daan@tulip.example.com',
      'Client',
      'Tulip Webshop B.V.',
      '22 Nov 2026, 11:05',
      '',
    ])
    expect(screen.getByRole('status')).toHaveTextContent('2 users')
    await clicker.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3))
    expect(api.calls('GET')[1].url).toBe('/api/users?cursor=next')
    expect(cells(2)).toEqual([
      'Noor Bakker',
      'noor@tulip.example.com',
      'Exit',
      'Tulip Webshop B.V.',
      MISSING,
      'Invitation open',
    ])
  })

  it("links each name to the user's edit page and shows a deactivated user; 'Add user' opens the form", async () => {
    fakeApi({
      'GET /api/users': () => ({
        data: [user(3, 'Daan de Vries', false, '2026-11-23T08:30:00Z')],
        meta: { next_cursor: null, total: 1 },
      }),
    })
    const clicker = userEvent.setup({ delay: null })
    renderUsers()
    const name = await within(table()).findByRole('link', { name: 'Daan de Vries' })
    expect(name).toHaveAttribute('href', '/user/3/edit')
    expect(cells(1).at(-1)).toBe('Deactivated')
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/user/create')
    await clicker.click(name)
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/3/edit')
  })

  it('lists without a selected account, and searches in the address and the list call', async () => {
    authStore.setProfile({ ...tulipUser('Provider'), client: null, clients: [] })
    const api = fakeApi({
      'GET /api/users': () => ({ data: [user(3, 'Daan de Vries', false)], meta: { next_cursor: null, total: 1 } }),
    })
    const clicker = userEvent.setup({ delay: null })
    const { router } = renderUsers()
    await within(table()).findByText('Daan de Vries')
    await clicker.type(screen.getByRole('searchbox', { name: 'Search' }), 'daan{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?q=daan'))
    await waitFor(() => expect(api.calls('GET').at(-1)?.url).toBe('/api/users?q=daan'))
    await clicker.click(screen.getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('says when nothing matches', async () => {
    fakeApi({ 'GET /api/users': () => ({ data: [], meta: { next_cursor: null, total: 0 } }) })
    renderUsers('/user?q=nobody')
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument()
  })
})
