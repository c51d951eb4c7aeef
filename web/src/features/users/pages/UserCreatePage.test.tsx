import { notifications } from '@mantine/notifications'
import { screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { tulipClient, tulipUser } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import UserCreatePage from './UserCreatePage'

// Mantine keeps its snackbars in a store of its own, which would outlive a test: none is shown.
beforeEach(() => {
  authStore.setProfile(tulipClient)
  vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderCreate = () => renderWithFeedback(UserCreatePage, { path: '/user/create' })

const created = {
  data: {
    id: 12,
    name: 'Noor Bakker',
    email: 'noor@tulip.example.com',
    level: 'Exit',
    accounts: [{ id: 7, name: 'Tulip Webshop B.V.' }],
    last_login_date: null,
    invitation_open: true,
    can_see_translator_orders: false,
    registered: false,
    deactivated_at: null,
  },
}

async function fill(user: UserEvent, name: string, email: string) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), name)
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), email)
}

async function chooseLevel(user: UserEvent, level: string) {
  await user.click(screen.getByRole('combobox', { name: /^Level/ }))
  await user.click(await screen.findByRole('option', { name: level }))
}

const offeredLevels = () => screen.getAllByRole('option').map((option) => option.textContent)

describe('UserCreatePage', { timeout: 60_000 }, () => {
  it("offers a client the client levels and their own account, posts the user and says they're invited", async () => {
    const api = fakeApi({ 'POST /api/users': () => jsonResponse(201, created) })
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fill(user, 'Noor Bakker', 'noor@tulip.example.com')
    await user.click(screen.getByRole('combobox', { name: /^Level/ }))
    expect(offeredLevels()).toEqual(['Client', 'Supplier', 'Exit'])
    await user.click(screen.getByRole('option', { name: 'Exit' }))
    // A client with one account gives that one.
    const accounts = screen.getByRole('combobox', { name: /^Accounts/ })
    expect(
      within(accounts.closest('.mantine-MultiSelect-root') as HTMLElement).getByText('Tulip Webshop B.V.'),
    ).toBeVisible()
    // Daan does not see the translator's orders, so he cannot give them.
    const translator = screen.getByRole('checkbox', { name: 'Can see orders from the translator' })
    expect(translator).toBeDisabled()
    expect(translator).toHaveAccessibleDescription("Only a user who sees the translator's orders can give this")
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/user')
    expect(api.calls('POST')[0]).toEqual({
      url: '/api/users',
      body: {
        name: 'Noor Bakker',
        email: 'noor@tulip.example.com',
        level: 'Exit',
        client_ids: [7],
        can_see_translator_orders: false,
      },
    })
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'The user is invited by mail' }))
  })

  it('offers an administrator every level, and takes no accounts for staff', async () => {
    authStore.setProfile({
      ...tulipUser('Administrator'),
      clients: [
        { id: 7, name: 'Tulip Webshop B.V.' },
        { id: 8, name: 'Polder Design Co.' },
      ],
    })
    const api = fakeApi({ 'POST /api/users': () => jsonResponse(201, created) })
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fill(user, 'Piet Provider', 'piet@kade.example.com')
    expect(screen.queryByRole('textbox', { name: /^Accounts/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: /^Level/ }))
    expect(offeredLevels()).toEqual(['Client', 'Supplier', 'Exit', 'Provider employee', 'Administrator'])
    await user.click(screen.getByRole('option', { name: 'Supplier' }))
    // Two accounts: none is chosen for the admin, and a client level needs one.
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Accounts is required')).toBeInTheDocument()
    expect(api.calls('POST')).toEqual([])

    await chooseLevel(user, 'Provider employee')
    expect(screen.queryByRole('textbox', { name: /^Accounts/ })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Can see orders from the translator' })).toBeEnabled()
    await user.click(screen.getByRole('checkbox', { name: 'Can see orders from the translator' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/user')
    expect(api.calls('POST')[0].body).toMatchObject({
      level: 'Provider',
      client_ids: [],
      can_see_translator_orders: true,
    })
  })

  it("shows the API's field errors at their fields: an email address another user has", async () => {
    fakeApi({
      'POST /api/users': () =>
        jsonResponse(422, { message: 'errors.422', errors: { email: ['users.validation.email_taken'] } }),
    })
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fill(user, 'Noor Bakker', 'client@tulip.example.com')
    await chooseLevel(user, 'Client')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not filled in all fields correctly')
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Another user already has this email address',
    )
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('sends a level that manages no users to the forbidden page', async () => {
    authStore.setProfile(tulipUser('Exit'))
    renderCreate()
    expect(await screen.findByTestId('location')).toHaveTextContent('/403')
  })
})
