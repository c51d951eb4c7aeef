import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { providerAnswer as provider } from '@/test/provider'
import { tulipClient } from '@/test/profile'
import { jsonResponse, renderPage } from '@/test/render'
import ContactPage from './ContactPage'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderContact = () => {
  authStore.setProfile({ ...tulipClient, email: 'daan@tulip.test' })
  return renderPage(ContactPage, { path: '/contact' })
}

const subject = () => screen.getByRole('textbox', { name: /^Subject/ })
const message = () => screen.getByRole('textbox', { name: /^Message/ })
const send = () => screen.getByRole('button', { name: 'Send message' })

describe('ContactPage', { timeout: 60_000 }, () => {
  it("shows the provider's address, phone, email and opening hours", async () => {
    fakeApi({ 'GET /api/provider': provider })
    renderContact()
    expect(await screen.findByText('Mon-Fri 08:30-17:00')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Kade Logistics' })).toBeInTheDocument()
    expect(screen.getByText(/Havenstraat 1/)).toHaveTextContent('Kade Logistics Havenstraat 1 1234 AB Amsterdam')
    expect(screen.getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567')
    expect(screen.getByRole('link', { name: 'support@kade.test' })).toHaveAttribute('href', 'mailto:support@kade.test')
    expect(
      screen.getByText('Your message is about account Tulip Webshop B.V.; we will reply to daan@tulip.test.'),
    ).toBeInTheDocument()
  })

  it('sends the subject and message about the current account, then empties the form', async () => {
    const api = fakeApi({
      'GET /api/provider': provider,
      'POST /api/contact': () => jsonResponse(202, { message: 'support.sent' }),
    })
    const user = userEvent.setup({ delay: null })
    renderContact()
    await user.type(subject(), 'Where is my order?')
    await user.type(message(), 'Order 1001 did not arrive.')
    await user.click(send())
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, your message has been sent. We will reply to daan@tulip.test.',
    )
    expect(api.calls('POST')).toEqual([
      {
        url: '/api/contact',
        body: { subject: 'Where is my order?', message: 'Order 1001 did not arrive.', client_id: 7 },
      },
    ])
    expect(subject()).toHaveValue('')
    expect(message()).toHaveValue('')
  })

  it('asks for a subject and a message before sending anything', async () => {
    const api = fakeApi({ 'GET /api/provider': provider })
    const user = userEvent.setup({ delay: null })
    renderContact()
    await user.click(send())
    expect(await screen.findByText('Subject is required')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(api.calls('POST')).toEqual([])
  })

  it("shows the API's field errors at their fields", async () => {
    fakeApi({
      'GET /api/provider': provider,
      'POST /api/contact': () =>
        jsonResponse(422, { message: 'errors.422', errors: { subject: ['validation.control_characters'] } }),
    })
    const user = userEvent.setup({ delay: null })
    renderContact()
    await user.type(subject(), 'Hello')
    await user.type(message(), 'Hi')
    await user.click(send())
    expect(await screen.findByText(/control characters/)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('You have not filled in all fields correctly')
  })

  it('says when the user sent too many messages this hour', async () => {
    fakeApi({
      'GET /api/provider': provider,
      'POST /api/contact': () =>
        jsonResponse(
          429,
          { message: 'support.errors.throttled' },
          { 'Retry-After': new Date(Date.now() + 20 * 60_000).toUTCString() },
        ),
    })
    const user = userEvent.setup({ delay: null })
    renderContact()
    await user.type(subject(), 'Hello')
    await user.type(message(), 'Hi')
    await user.click(send())
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /You have already sent 5 messages in the last hour\. Please try again in (19|20) minutes/,
      ),
    )
  })
})
