import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { tulipClient, tulipUser } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import UserEditPage from './UserEditPage'

const noor = (fields: object = {}) => ({
  id: 9,
  name: 'Noor Bakker',
  email: 'noor@tulip.example.com',
  level: 'Exit',
  accounts: [{ id: 7, name: 'Tulip Webshop B.V.' }],
  last_login_date: null,
  invitation_open: true,
  can_see_translator_orders: false,
  registered: false,
  deactivated_at: null,
  ...fields,
})

const active = { registered: true, invitation_open: false, last_login_date: '2026-11-22T10:05:00Z' }

const historyPath = 'GET /api/users/9/history'

/** An entry of Noor's history, made by Daan, as the API answers it. */
const noorEntry = (id: number, verb: string, changes: object = {}) => ({
  id,
  actor: { kind: 'user', id: 3, name: 'Daan' },
  action: `user.${verb}`,
  record_kind: 'user',
  record_id: 9,
  record_label: 'Noor Bakker',
  changes,
  occurred_at: '2026-11-20T09:00:00Z',
})

/** Noor's history: added by Daan as an Exit user of Tulip. */
const added = noorEntry(1, 'created', {
  name: { from: '', to: 'Noor Bakker' },
  level: { from: '', to: 'Exit' },
  client_ids: { from: null, to: [7] },
})
const noorHistory = { data: [added] }

beforeEach(() => {
  authStore.setProfile(tulipClient)
  vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderEdit = (id = 9) => renderWithFeedback(UserEditPage, { path: '/user/:id/edit', url: `/user/${id}/edit` })

const button = (name: string) => screen.queryByRole('button', { name })

describe('UserEditPage', { timeout: 60_000 }, () => {
  it('fills the form with the user, saves it with PUT and returns to the overview', async () => {
    const api = fakeApi({
      'GET /api/users/9': () => ({ data: noor(active) }),
      'PUT /api/users/9': () => ({ data: noor({ ...active, level: 'Supplier' }) }),
      [historyPath]: noorHistory,
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    expect(await screen.findByText('Last login: 22 Nov 2026, 11:05')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Noor Bakker')
    expect(screen.getByRole('combobox', { name: /^Level/ })).toHaveValue('Exit')
    // Her history says who added her, with her level in words and her account by its name.
    const history = within(await screen.findByRole('region', { name: 'History' }))
    expect(await history.findByText('Added by Daan')).toBeInTheDocument()
    expect(history.getByText('Level: Exit')).toBeInTheDocument()
    expect(history.getByText('Accounts: Tulip Webshop B.V.')).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: /^Level/ }))
    await user.click(await screen.findByRole('option', { name: 'Supplier' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/user')
    expect(api.calls('PUT')[0]).toEqual({
      url: '/api/users/9',
      body: {
        name: 'Noor Bakker',
        email: 'noor@tulip.example.com',
        level: 'Supplier',
        client_ids: [7],
        can_see_translator_orders: false,
      },
    })
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'We saved Noor Bakker' }))
  })

  it('offers a new invitation while no password is chosen, and deactivation', async () => {
    const api = fakeApi({
      'GET /api/users/9': () => ({ data: noor() }),
      'POST /api/users/9/invitation': () => ({ data: noor() }),
      [historyPath]: noorHistory,
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    expect(await screen.findByText('Invitation open: no password chosen yet')).toBeInTheDocument()
    expect(button('Deactivate')).toBeInTheDocument()
    expect(button('Activate')).not.toBeInTheDocument()
    await user.click(button('Send the invitation again') as HTMLElement)
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'We mailed Noor Bakker a new invitation' }),
      ),
    )
    expect(api.calls('POST').map((call) => call.url)).toEqual(['/api/users/9/invitation'])
  })

  it('deactivates only once confirmed, which says the user is logged out at once', async () => {
    let deactivated = false
    const api = fakeApi({
      'GET /api/users/9': () => ({
        data: noor(deactivated ? { ...active, deactivated_at: '2026-11-23T08:30:00Z' } : active),
      }),
      'POST /api/users/9/deactivate': () => {
        deactivated = true
        return { data: noor({ ...active, deactivated_at: '2026-11-23T08:30:00Z' }) }
      },
      [historyPath]: () => ({ data: deactivated ? [added, noorEntry(2, 'deactivated')] : [added] }),
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    expect(await screen.findByText('Last login: 22 Nov 2026, 11:05')).toBeInTheDocument()
    // A registered user gets no invitation.
    expect(button('Send the invitation again')).not.toBeInTheDocument()

    await user.click(button('Deactivate') as HTMLElement)
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate Noor Bakker?' })
    expect(dialog).toHaveTextContent('Noor Bakker can no longer log in and is logged out at once.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.calls('POST')).toEqual([])

    await user.click(button('Deactivate') as HTMLElement)
    dialog = await screen.findByRole('dialog', { name: 'Deactivate Noor Bakker?' })
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Deactivated on 23 Nov 2026, 09:30')).toBeInTheDocument()
    expect(api.calls('POST').map((call) => call.url)).toEqual(['/api/users/9/deactivate'])
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Noor Bakker is deactivated' }))
    expect(button('Activate')).toBeInTheDocument()
    expect(button('Deactivate')).not.toBeInTheDocument()
    // Her history is read again: it ends with the deactivation.
    const history = within(screen.getByRole('region', { name: 'History' }))
    expect(await history.findByText('Deactivated by Daan')).toBeInTheDocument()
  })

  it('activates a deactivated user', async () => {
    const api = fakeApi({
      'GET /api/users/9': () => ({ data: noor({ ...active, deactivated_at: '2026-11-23T08:30:00Z' }) }),
      'POST /api/users/9/activate': () => ({ data: noor(active) }),
      [historyPath]: noorHistory,
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    await user.click(await screen.findByRole('button', { name: 'Activate' }))
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Noor Bakker is active again' }),
      ),
    )
    expect(api.calls('POST').map((call) => call.url)).toEqual(['/api/users/9/activate'])
  })

  it("says why the API refuses an action (409), and doesn't fall over", async () => {
    fakeApi({
      'GET /api/users/9': () => ({ data: noor() }),
      'POST /api/users/9/invitation': () =>
        jsonResponse(409, { message: 'users.refused.registered', data: noor(active) }),
      [historyPath]: noorHistory,
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    await user.click(await screen.findByRole('button', { name: 'Send the invitation again' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This user has already chosen a password, so there is no invitation to send',
    )
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeInTheDocument()
  })

  it('shows the last administrator refusal of a save above the buttons', async () => {
    authStore.setProfile(tulipUser('Administrator'))
    fakeApi({
      'GET /api/users/9': () => ({ data: noor({ ...active, level: 'Administrator', accounts: [] }) }),
      'PUT /api/users/9': () => jsonResponse(409, { message: 'users.refused.last_administrator', data: noor() }),
      [historyPath]: noorHistory,
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    await user.click(await screen.findByRole('combobox', { name: /^Level/ }))
    await user.click(await screen.findByRole('option', { name: 'Provider employee' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This is the last active administrator')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('keeps one from changing their own level and accounts, or deactivating themselves', async () => {
    fakeApi({
      'GET /api/users/3': () => ({ data: noor({ ...active, id: 3, name: 'Daan', level: 'Default' }) }),
      'GET /api/users/3/history': { data: [] },
    })
    renderEdit(3)
    const level = await screen.findByRole('combobox', { name: /^Level/ })
    expect(level).toBeDisabled()
    expect(level).toHaveAccessibleDescription('You cannot change your own level')
    const accounts = screen.getByRole('combobox', { name: /^Accounts/ })
    expect(accounts).toBeDisabled()
    expect(accounts).toHaveAccessibleDescription('You cannot change your own accounts')
    expect(button('Deactivate')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeEnabled()
  })

  it('says when the user is not one the caller may manage', async () => {
    fakeApi({ 'GET /api/users/5': () => jsonResponse(404, { message: 'errors.404' }) })
    renderEdit(5)
    expect(
      await screen.findByText('What you are looking for does not exist or is no longer available.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument()
  })
})
