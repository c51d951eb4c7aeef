import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderPage } from '@/test/render'
import PasswordForgottenPage from './PasswordForgottenPage'

afterEach(() => vi.unstubAllGlobals())

describe('PasswordForgottenPage', () => {
  it('takes the email from the query and shows the contact email afterwards', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse(200, { data: { contact_email: 'help@kade.example' } }))
    vi.stubGlobal('fetch', fetchMock)
    renderPage(PasswordForgottenPage, { path: '/password/forgotten', url: '/password/forgotten?email=a%40b.nl' })
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('a@b.nl')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(
      await screen.findByText(
        'You will receive an email immediately if your email address is known to us. If your email address is not known to us, please contact us at help@kade.example',
      ),
    ).toBeInTheDocument()
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ email: 'a@b.nl' })
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
  })
})
