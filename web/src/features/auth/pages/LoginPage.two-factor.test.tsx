import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/lib/api/client'
import { authStore } from '@/lib/auth/auth-store'
import { submittedForms } from '@/test/browser-forms'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse, renderPage } from '@/test/render'
import LoginPage from './LoginPage'

const challenge = { data: { two_factor_challenge: 'ch4ll3ng3' } }
const profile = { data: { id: 1, email: 'a@b.nl', name: 'Anna', level: 'Default', two_factor: true } }

beforeEach(() => {
  configureApi({ token: () => authStore.get().token, onUnauthorized: () => {}, onForbidden: () => {} })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  authStore.clear()
})

const codeField = () => screen.getByLabelText(/^Six-digit code/)
const logInButton = () => screen.getByRole('button', { name: 'Log in' })

/** Renders the login page and gets past the password, to the code step. */
async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  renderPage(LoginPage, { path: '/login' })
  await user.type(screen.getByLabelText(/^Email address/), 'a@b.nl')
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery')
  await user.click(logInButton())
  await screen.findByText('Enter the code from your authenticator app.')
}

describe('LoginPage, two-factor login', () => {
  it('asks for the code after the password, then logs in as a password alone does', async () => {
    const api = fakeApi({
      'POST /api/auth/login': challenge,
      'POST /api/auth/two-factor': { data: { token: 't0k3n' } },
      'GET /api/profile': profile,
    })
    const submitted = submittedForms()
    const user = userEvent.setup({ delay: null })
    await passwordStep(user)

    // The password form is gone; the code field, made for a phone's one-time codes, has the focus.
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument()
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code')
    expect(codeField()).toHaveAttribute('inputmode', 'numeric')
    expect(codeField()).toBeRequired()
    await waitFor(() => expect(codeField()).toHaveFocus())
    expect(authStore.get().token).toBeNull()

    await user.type(codeField(), '287082')
    await user.click(logInButton())

    expect(await screen.findByText('You are logged in, we are redirecting you now.')).toBeInTheDocument()
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(api.calls('POST')).toEqual([
      { url: '/api/auth/login', body: { email: 'a@b.nl', password: 'correct horse battery' } },
      { url: '/api/auth/two-factor', body: { challenge: 'ch4ll3ng3', code: '287082' } },
    ])
    expect(authStore.get()).toMatchObject({ token: 't0k3n', profile: { name: 'Anna', twoFactor: true } })
    expect(submitted[0]).toMatchObject({ email: 'a@b.nl', token: 't0k3n' })
  })

  it('says a wrong code at its field and keeps it there to correct', async () => {
    fakeApi({
      'POST /api/auth/login': challenge,
      'POST /api/auth/two-factor': () =>
        jsonResponse(422, { message: 'auth.two_factor.code', errors: { code: ['auth.two_factor.code'] } }),
    })
    const user = userEvent.setup({ delay: null })
    await passwordStep(user)
    await user.type(codeField(), '123456')
    await user.click(logInButton())

    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription('This code is not right. Check it and try again.'),
    )
    expect(codeField()).toHaveFocus()
    expect(codeField()).toHaveValue('123456')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('takes a recovery code instead, in a text field of its own', async () => {
    const api = fakeApi({
      'POST /api/auth/login': challenge,
      'POST /api/auth/two-factor': { data: { token: 't0k3n' } },
      'GET /api/profile': profile,
    })
    submittedForms()
    const user = userEvent.setup({ delay: null })
    await passwordStep(user)
    await user.type(codeField(), '12')
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }))

    expect(screen.getByText('Enter one of your recovery codes. Each works once.')).toBeInTheDocument()
    const recovery = screen.getByLabelText(/^Recovery code/)
    await waitFor(() => expect(recovery).toHaveFocus())
    expect(recovery).toHaveValue('')
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric')
    expect(screen.queryByLabelText(/^Six-digit code/)).not.toBeInTheDocument()
    await user.type(recovery, 'ABCDE-FGHJK')
    await user.click(logInButton())

    await waitFor(() => expect(authStore.get().token).toBe('t0k3n'))
    expect(api.calls('POST')[1]).toEqual({
      url: '/api/auth/two-factor',
      body: { challenge: 'ch4ll3ng3', code: 'ABCDE-FGHJK' },
    })

    // And back to the app's code.
    await user.click(screen.getByRole('button', { name: 'Use the code from your app instead' }))
    expect(codeField()).toBeInTheDocument()
  })

  it('checks that a code is filled in before sending it', async () => {
    const api = fakeApi({ 'POST /api/auth/login': challenge })
    const user = userEvent.setup({ delay: null })
    await passwordStep(user)
    await user.click(logInButton())
    expect(await screen.findByText('Six-digit code is required')).toBeInTheDocument()
    expect(api.calls('POST')).toHaveLength(1)
  })

  it('returns to the password step with the message when the login expired', async () => {
    fakeApi({
      'POST /api/auth/login': challenge,
      'POST /api/auth/two-factor': () =>
        jsonResponse(422, { message: 'auth.two_factor.expired', errors: { challenge: ['auth.two_factor.expired'] } }),
    })
    const user = userEvent.setup({ delay: null })
    await passwordStep(user)
    await user.type(codeField(), '287082')
    await user.click(logInButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This login has expired. Log in with your password again.',
    )
    expect(screen.queryByLabelText(/^Six-digit code/)).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('a@b.nl')
    expect(screen.getByLabelText(/^Password/)).toHaveValue('')
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus())
  })

  it('says how long to wait after too many wrong codes, as the password step does', async () => {
    fakeApi({
      'POST /api/auth/login': challenge,
      'POST /api/auth/two-factor': () =>
        jsonResponse(
          429,
          { message: 'errors.429' },
          { 'Retry-After': new Date(Date.now() + 14 * 60_000 + 30_000).toUTCString() },
        ),
    })
    const user = userEvent.setup({ delay: null })
    await passwordStep(user)
    await user.type(codeField(), '287082')
    await user.click(logInButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please try again in 15 minutes.',
    )
    expect(codeField()).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('goes back to the password step on request', async () => {
    fakeApi({ 'POST /api/auth/login': challenge })
    const user = userEvent.setup({ delay: null })
    await passwordStep(user)
    await user.click(screen.getByRole('button', { name: 'Back to login' }))
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('a@b.nl')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
