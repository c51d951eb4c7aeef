import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderPage } from '@/test/render'
import PasswordResetPage from './PasswordResetPage'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

async function choose(password: string, confirmation: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/^Password/), password)
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation)
  await user.click(screen.getByRole('button', { name: 'Save password' }))
}

const renderReset = () => renderPage(PasswordResetPage, { path: '/password/reset/:token', url: '/password/reset/abc' })

describe('PasswordResetPage', () => {
  it('asks for at least 12 characters and a matching confirmation', async () => {
    renderReset()
    await choose('short', 'other')
    expect(await screen.findByText('This field must be at least 12')).toBeInTheDocument()
    expect(screen.getByText('The confirmation does not match the password')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends token, password and confirmation, then goes to login with the reset message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { email: 'a@b.nl' } }))
    const { router } = renderReset()
    await choose('a long new password', 'a long new password')
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?message=passwords.reset_done')
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({
      token: 'abc',
      password: 'a long new password',
      password_confirmation: 'a long new password',
    })
    expect(router.state.location.pathname).toBe('/login')
  })

  it('says the link expired when the server rejects the token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { message: 'errors.422', errors: { token: ['passwords.token'] } }))
    renderReset()
    await choose('a long new password', 'a long new password')
    expect(
      await screen.findByText('Something went wrong. Probably your password reset link is expired.'),
    ).toBeInTheDocument()
  })

  it('shows the server password errors under the field, once', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { message: 'errors.422', errors: { password: ['validation.password_is_email'] } }),
    )
    renderReset()
    await choose('a long new password', 'a long new password')
    expect(await screen.findByText('The password may not be your email address')).toBeInTheDocument()
    expect(
      screen.getByText('You have not filled in all fields correctly. Check the fields and try again'),
    ).toBeInTheDocument()
  })
})
