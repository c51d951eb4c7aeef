import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderPage } from '@/test/render'
import RegistrationAcceptPage from './RegistrationAcceptPage'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

const renderAccept = () =>
  renderPage(RegistrationAcceptPage, { path: '/invitation/accept/:token', url: '/invitation/accept/inv1' })

describe('RegistrationAcceptPage', () => {
  it('says the link is expired or used when the invitation cannot be verified', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'errors.404' }))
    renderAccept()
    expect(
      await screen.findByText(
        'Something went wrong. Probably your registration link is expired or you have already activated your account.',
      ),
    ).toBeInTheDocument()
    expect(fetchMock.mock.calls[0][0]).toBe('/api/invitation/inv1')
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument()
  })

  it('accepts the invitation and goes to login with the registration message', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: { email: 'new@b.nl', name: 'Noor' } }))
      .mockResolvedValueOnce(jsonResponse(200, { data: { email: 'new@b.nl' } }))
    renderAccept()
    expect(await screen.findByText(/Welcome Noor/)).toHaveTextContent('new@b.nl')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Password/), 'my very own password')
    await user.type(screen.getByLabelText(/^Confirm password/), 'my very own password')
    await user.click(screen.getByRole('button', { name: 'Complete registration' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?message=auth.registration_complete')
    expect(fetchMock.mock.calls[1][0]).toBe('/api/invitation/accept')
  })

  it('says the link expired when accepting fails on the token', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: { email: 'new@b.nl', name: 'Noor' } }))
      .mockResolvedValueOnce(jsonResponse(422, { message: 'errors.422', errors: { token: ['invitation.token'] } }))
    renderAccept()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Password/), 'my very own password')
    await user.type(screen.getByLabelText(/^Confirm password/), 'my very own password')
    await user.click(screen.getByRole('button', { name: 'Complete registration' }))
    expect(
      await screen.findByText('Something went wrong. Probably your registration link is expired.'),
    ).toBeInTheDocument()
  })
})
