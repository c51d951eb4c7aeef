import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { tulipClient } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { PasswordSection } from './PasswordSection'

beforeEach(() => authStore.setProfile({ ...tulipClient, email: 'daan@tulip.example.com', language: '' } as Profile))
afterEach(() => vi.unstubAllGlobals())

const renderSection = () => renderWithFeedback(PasswordSection)
// Password inputs have no role; their labels carry ' *' for required.
const current = () => screen.getByLabelText(/^Current password/)
const password = () => screen.getByLabelText(/^New password/)
const confirmation = () => screen.getByLabelText(/^Confirm password/)
const save = () => screen.getByRole('button', { name: 'Save password' })

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: [string, string, string]) {
  for (const [field, value] of [
    [current(), values[0]],
    [password(), values[1]],
    [confirmation(), values[2]],
  ] as const) {
    await user.clear(field)
    await user.type(field, value)
  }
}

describe('PasswordSection', () => {
  it('changes the password: says the other sessions ended and empties the fields', async () => {
    const api = fakeApi({ 'PUT /api/profile/password': () => new Response(null, { status: 204 }) })
    const user = userEvent.setup({ delay: null })
    renderSection()
    expect(screen.getByRole('region', { name: 'Password' })).toHaveTextContent(
      'Choose a new password of at least 12 characters.',
    )
    await fillIn(user, ['old secret 2026', 'new secret 2026!', 'new secret 2026!'])
    await user.click(save())

    expect(await screen.findByText('Your password is changed; you are logged out everywhere else')).toBeInTheDocument()
    expect(api.calls('PUT')).toEqual([
      {
        url: '/api/profile/password',
        body: {
          current_password: 'old secret 2026',
          password: 'new secret 2026!',
          password_confirmation: 'new secret 2026!',
        },
      },
    ])
    await waitFor(() => expect(current()).toHaveValue(''))
    expect(password()).toHaveValue('')
    expect(confirmation()).toHaveValue('')
  })

  it('checks the new password by the reset form’s rules before sending anything', async () => {
    const api = fakeApi({})
    const user = userEvent.setup({ delay: null })
    renderSection()
    await user.click(save())
    expect(current()).toHaveAccessibleDescription('Current password is required')
    expect(current()).toHaveFocus()

    await fillIn(user, ['old secret 2026', 'too short', 'something else'])
    await user.click(save())
    expect(password()).toHaveAccessibleDescription('This field must be at least 12')
    expect(confirmation()).toHaveAccessibleDescription('The confirmation does not match the password')
    expect(api.calls('PUT')).toEqual([])
  })

  it('shows a wrong current password at its field', async () => {
    fakeApi({
      'PUT /api/profile/password': () =>
        jsonResponse(422, { message: 'errors.422', errors: { current_password: ['passwords.current_wrong'] } }),
    })
    const user = userEvent.setup({ delay: null })
    renderSection()
    await fillIn(user, ['a wrong guess 1', 'new secret 2026!', 'new secret 2026!'])
    await user.click(save())

    await waitFor(() => expect(current()).toHaveAccessibleDescription('This is not your current password'))
    expect(current()).toHaveFocus()
    expect(screen.getByText(/You have not filled in all fields correctly/)).toBeInTheDocument()
    // What was typed stays, to correct.
    expect(password()).toHaveValue('new secret 2026!')
  })

  it('says how long to wait after too many wrong guesses, as the login does', async () => {
    fakeApi({
      'PUT /api/profile/password': () =>
        jsonResponse(
          429,
          { message: 'errors.429' },
          { 'Retry-After': new Date(Date.now() + 14 * 60_000 + 30_000).toUTCString() },
        ),
    })
    const user = userEvent.setup({ delay: null })
    renderSection()
    await fillIn(user, ['a wrong guess 6', 'new secret 2026!', 'new secret 2026!'])
    await user.click(save())

    expect(await screen.findByText('Too many login attempts. Please try again in 15 minutes.')).toBeInTheDocument()
  })
})
