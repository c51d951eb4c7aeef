import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/lib/api/client'
import { authStore } from '@/lib/auth/auth-store'
import { jsonResponse, renderPage } from '@/test/render'
import LoginPage from './LoginPage'

const fetchMock = vi.fn<typeof fetch>()
const submitted: [string, string][][] = []

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  configureApi({ token: () => authStore.get().token, onUnauthorized: () => {}, onForbidden: () => {} })
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push([...new FormData(this).entries()] as [string, string][])
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  fetchMock.mockReset()
  submitted.length = 0
  authStore.clear()
})

async function logIn(email: string, password: string) {
  const user = userEvent.setup()
  if (email) await user.type(screen.getByLabelText(/^Email address/), email)
  if (password) await user.type(screen.getByLabelText(/^Password/), password)
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('LoginPage', () => {
  it('marks both fields required and names the field in the message', async () => {
    renderPage(LoginPage, { path: '/login' })
    expect(screen.getByLabelText(/^Email address/)).toBeRequired()
    await logIn('', '')
    expect(await screen.findByText('Email address is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the translated message from the query as a success alert', () => {
    renderPage(LoginPage, { path: '/login', url: '/login?message=auth.registration_complete' })
    expect(screen.getByText('Your registration is complete, you can now login.')).toBeInTheDocument()
  })

  it('passes the typed email to password forgotten', async () => {
    renderPage(LoginPage, { path: '/login' })
    await userEvent.setup().type(screen.getByLabelText(/^Email address/), 'a@b.nl')
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password/forgotten?email=a%40b.nl',
    )
  })

  it('shows wrong credentials once, in the alert, and leaves the fields unmarked', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { message: 'auth.failed', errors: { email: ['auth.failed'] } }))
    renderPage(LoginPage, { path: '/login' })
    await logIn('a@b.nl', 'wrong password')
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.')
    expect(screen.getAllByText('These credentials do not match our records.')).toHaveLength(1)
    expect(screen.getByLabelText(/^Email address/)).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('says how long to wait after too many attempts', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { message: 'errors.429' }))
    renderPage(LoginPage, { path: '/login' })
    await logIn('a@b.nl', 'secret')
    expect(await screen.findByText('Too many login attempts. Please try again in 15 minutes.')).toBeInTheDocument()
  })

  it('asks to try again in a moment while the service is unavailable', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'errors.503' }))
    renderPage(LoginPage, { path: '/login' })
    await logIn('a@b.nl', 'secret')
    expect(
      await screen.findByText('The service is briefly unavailable. Please try again in a moment.'),
    ).toBeInTheDocument()
  })

  it('stores the token and profile, shows the overlay and posts auth/dispense', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: { token: 't0k3n' } }))
      .mockResolvedValueOnce(jsonResponse(200, { data: { id: 1, email: 'a@b.nl', name: 'Anna', level: 'Default' } }))
    renderPage(LoginPage, { path: '/login' })
    await logIn('a@b.nl', 'correct horse battery')

    expect(await screen.findByText('You are logged in, we are redirecting you now.')).toBeInTheDocument()
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({
      email: 'a@b.nl',
      password: 'correct horse battery',
    })
    expect((fetchMock.mock.calls[1][1]?.headers as Headers).get('Authorization')).toBe('Bearer t0k3n')
    expect(authStore.get()).toMatchObject({ token: 't0k3n', profile: { name: 'Anna' } })
    expect(submitted[0]).toEqual([
      ['redirect_uri', `${window.location.origin}/`],
      ['email', 'a@b.nl'],
      ['token', 't0k3n'],
    ])
  })

  it('shows an error handed over by the login callback', () => {
    renderPage(LoginPage, { path: '/login', state: { error: 'auth.failed' } })
    expect(screen.getByText('These credentials do not match our records.')).toBeInTheDocument()
  })
})
