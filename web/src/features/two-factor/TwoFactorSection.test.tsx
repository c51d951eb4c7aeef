import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { tulipClient } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { TwoFactorSection } from './TwoFactorSection'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const QR = 'data:image/png;base64,iVBORw0KGgo='
const CODES = Array.from({ length: 10 }, (_, index) => `ABCD${index}-EFGH${index}`)

const withTwoFactor = (twoFactor: boolean) =>
  ({ ...tulipClient, email: 'daan@tulip.example.com', twoFactor }) as Profile
/** The profile call as the API answers it after the change. */
const profileAnswer = (twoFactor: boolean) => ({
  data: { id: 3, email: 'daan@tulip.example.com', name: 'Daan', level: 'Default', two_factor: twoFactor, clients: [] },
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const section = () => screen.getByRole('region', { name: 'Two-factor login' })

describe('TwoFactorSection, turning it on', () => {
  beforeEach(() => authStore.setProfile(withTwoFactor(false)))

  it('shows the secret to scan, confirms a code and shows the recovery codes once', async () => {
    const api = fakeApi({
      'POST /api/profile/two-factor': { data: { secret: SECRET, uri: 'otpauth://totp/x', qr_code: QR } },
      'POST /api/profile/two-factor/confirm': { data: { recovery_codes: CODES } },
      'GET /api/profile': profileAnswer(true),
    })
    const user = userEvent.setup({ delay: null })
    renderWithFeedback(TwoFactorSection)
    expect(section()).toHaveTextContent('Two-factor login is off.')
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor login' }))

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', QR)
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    const code = screen.getByLabelText(/^Six-digit code/)
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    await waitFor(() => expect(code).toHaveFocus())
    await user.type(code, '287082')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))

    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' })
    const shown = within(within(dialog).getByTestId('recovery-codes')).getAllByRole('listitem')
    expect(shown.map((item) => item.textContent)).toEqual(CODES)
    expect(api.calls('POST').map(({ url, body }) => [url, body])).toEqual([
      ['/api/profile/two-factor', undefined],
      ['/api/profile/two-factor/confirm', { code: '287082' }],
    ])
    // The profile was read again: the section behind the dialog says it is on.
    await waitFor(() => expect(authStore.get().profile?.twoFactor).toBe(true))

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'))
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument()

    const files: Blob[] = []
    const revoked: string[] = []
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = (blob: Blob) => (files.push(blob), 'blob:recovery-codes')
        static revokeObjectURL = (url: string) => revoked.push(url)
      },
    )
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`)
    })
    await user.click(within(dialog).getByRole('button', { name: 'Download as text' }))
    expect(downloads).toEqual(['kade-recovery-codes.txt blob:recovery-codes'])
    expect(await files[0].text()).toBe(`${CODES.join('\n')}\n`)
    await waitFor(() => expect(revoked).toEqual(['blob:recovery-codes']))

    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(section()).toHaveTextContent('Two-factor login is on')
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument()
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument()
  })

  it('says a wrong code at its field, to try again', async () => {
    fakeApi({
      'POST /api/profile/two-factor': { data: { secret: SECRET, uri: 'otpauth://totp/x', qr_code: QR } },
      'POST /api/profile/two-factor/confirm': () =>
        jsonResponse(422, { message: 'auth.two_factor.code', errors: { code: ['auth.two_factor.code'] } }),
    })
    const user = userEvent.setup({ delay: null })
    renderWithFeedback(TwoFactorSection)
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor login' }))
    await user.type(await screen.findByLabelText(/^Six-digit code/), '123456')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))

    const code = screen.getByLabelText(/^Six-digit code/)
    await waitFor(() => expect(code).toHaveAccessibleDescription('This code is not right. Check it and try again.'))
    expect(code).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(authStore.get().profile?.twoFactor).toBe(false)
  })

  it('says when the setup was lost, and goes back on Cancel', async () => {
    fakeApi({
      'POST /api/profile/two-factor': { data: { secret: SECRET, uri: 'otpauth://totp/x', qr_code: QR } },
      'POST /api/profile/two-factor/confirm': () => jsonResponse(409, { message: 'auth.two_factor.not_started' }),
    })
    const user = userEvent.setup({ delay: null })
    renderWithFeedback(TwoFactorSection)
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor login' }))
    await user.type(await screen.findByLabelText(/^Six-digit code/), '287082')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Turn on two-factor login again to get a new QR code.')

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(section()).toHaveTextContent('Two-factor login is off.')
  })
})

describe('TwoFactorSection, turning it off', () => {
  beforeEach(() => authStore.setProfile(withTwoFactor(true)))

  it('asks the current password, says a wrong one at its field, and turns it off with the right one', async () => {
    let attempts = 0
    const api = fakeApi({
      'POST /api/profile/two-factor/disable': () =>
        ++attempts === 1
          ? jsonResponse(422, { message: 'errors.422', errors: { current_password: ['passwords.current_wrong'] } })
          : new Response(null, { status: 204 }),
      'GET /api/profile': profileAnswer(false),
    })
    const snackbar = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    const user = userEvent.setup({ delay: null })
    renderWithFeedback(TwoFactorSection)
    expect(section()).toHaveTextContent('Two-factor login is on')
    await user.click(screen.getByRole('button', { name: 'Turn off' }))

    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor login' })
    const password = within(dialog).getByLabelText(/^Current password/)
    await user.type(password, 'a wrong guess 1')
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription('This is not your current password'))
    expect(authStore.get().profile?.twoFactor).toBe(true)

    await user.clear(password)
    await user.type(password, 'old secret 2026')
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }))

    await waitFor(() =>
      expect(snackbar).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Two-factor login is off.', color: 'green' }),
      ),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.calls('POST')).toEqual([
      { url: '/api/profile/two-factor/disable', body: { current_password: 'a wrong guess 1' } },
      { url: '/api/profile/two-factor/disable', body: { current_password: 'old secret 2026' } },
    ])
    await waitFor(() => expect(authStore.get().profile?.twoFactor).toBe(false))
    expect(screen.getByRole('button', { name: 'Turn on two-factor login' })).toBeInTheDocument()
  })

  it('leaves it on when the dialog is cancelled', async () => {
    const api = fakeApi({})
    const user = userEvent.setup({ delay: null })
    renderWithFeedback(TwoFactorSection)
    await user.click(screen.getByRole('button', { name: 'Turn off' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor login' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.calls('POST')).toEqual([])
    expect(section()).toHaveTextContent('Two-factor login is on')
  })
})
