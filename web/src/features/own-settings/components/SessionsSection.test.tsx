import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { tulipClient } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { SessionsSection } from './SessionsSection'

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1'

// The sessions as the API answers them (snake_case), the last seen first.
const laptop = {
  id: 11,
  device: FIREFOX_LINUX,
  address: '192.0.2.10',
  logged_in_at: '2026-11-20T08:00:00Z',
  last_seen_at: '2026-11-22T10:05:00Z',
  current: true,
}
const phone = {
  id: 12,
  device: SAFARI_IPHONE,
  address: '2001:db8:1:2::/64',
  logged_in_at: '2026-11-18T19:30:00Z',
  last_seen_at: '2026-11-21T07:45:00Z',
  current: false,
}

beforeEach(() => authStore.setProfile(tulipClient))
afterEach(() => vi.unstubAllGlobals())

const renderSection = () => renderWithFeedback(SessionsSection)
const row = async (device: string) =>
  (await screen.findByRole('cell', { name: new RegExp(`^${device}`) })).closest('tr') as HTMLElement
const endOthers = () => screen.queryByRole('button', { name: 'Log out everywhere else' })

describe('SessionsSection', () => {
  it('lists where the user is logged in: device, address, when; this session marked', async () => {
    fakeApi({ 'GET /api/profile/sessions': { data: [laptop, phone] } })
    renderSection()
    const laptopRow = await row('Firefox on Linux')
    expect(within(laptopRow).getByText('This session')).toBeInTheDocument()
    expect(within(laptopRow).getByText('Firefox on Linux')).toHaveAttribute('title', FIREFOX_LINUX)
    for (const cell of ['192.0.2.10', '20 Nov 2026, 09:00', '22 Nov 2026, 11:05']) {
      expect(within(laptopRow).getByRole('cell', { name: cell })).toBeInTheDocument()
    }
    const phoneRow = await row('Safari on iPhone')
    expect(within(phoneRow).queryByText('This session')).not.toBeInTheDocument()
    expect(within(phoneRow).getByText('Safari on iPhone')).toHaveAttribute('title', SAFARI_IPHONE)
    expect(within(phoneRow).getByRole('cell', { name: '2001:db8:1:2::/64' })).toBeInTheDocument()
    expect(within(phoneRow).getByRole('cell', { name: '18 Nov 2026, 20:30' })).toBeInTheDocument()
  })

  it('logs out everywhere else only once confirmed, then lists this session alone', async () => {
    let ended = false
    const api = fakeApi({
      'GET /api/profile/sessions': () => ({ data: ended ? [laptop] : [laptop, phone] }),
      'POST /api/profile/sessions/end-others': () => {
        ended = true
        return new Response(null, { status: 204 })
      },
    })
    const user = userEvent.setup({ delay: null })
    renderSection()
    await row('Safari on iPhone')

    await user.click(endOthers() as HTMLElement)
    let dialog = await screen.findByRole('dialog', { name: 'Log out everywhere else?' })
    expect(dialog).toHaveTextContent('Every other session ends')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.calls('POST')).toEqual([])

    await user.click(endOthers() as HTMLElement)
    dialog = await screen.findByRole('dialog', { name: 'Log out everywhere else?' })
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere else' }))

    expect(await screen.findByText('You are logged out everywhere else')).toBeInTheDocument()
    expect(api.calls('POST')).toEqual([{ url: '/api/profile/sessions/end-others', body: undefined }])
    await waitFor(() => expect(screen.queryByRole('cell', { name: /^Safari on iPhone/ })).not.toBeInTheDocument())
    expect(await screen.findByText('You are logged in nowhere else.')).toBeInTheDocument()
    expect(endOthers()).not.toBeInTheDocument()
  })

  it('says when the sessions cannot be read', async () => {
    fakeApi({ 'GET /api/profile/sessions': () => jsonResponse(503, { message: 'errors.503' }) })
    renderSection()
    expect(
      await screen.findByText('The service is briefly unavailable. Please try again in a moment.'),
    ).toBeInTheDocument()
    expect(endOthers()).not.toBeInTheDocument()
  })
})
