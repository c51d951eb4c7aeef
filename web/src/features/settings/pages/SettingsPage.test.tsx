import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import SettingsPage from './SettingsPage'

// A user's own sections have tests of their own (features/own-settings, features/two-factor); here
// they only stand in place.
vi.mock('@/features/own-settings/OwnSettingsSections', () => ({
  OwnSettingsSections: () => <section aria-label="Your own settings" />,
}))
vi.mock('@/features/two-factor/TwoFactorSection', () => ({
  TwoFactorSection: () => <section aria-label="Two-factor login" />,
}))

const profile = (level: string) =>
  ({
    id: 3,
    name: 'Daan',
    level,
    client: { id: 7, name: 'Tulip Webshop B.V.' },
    clients: [{ id: 7, name: 'Tulip Webshop B.V.' }],
  }) as unknown as Profile

const shopify = {
  id: 1,
  name: 'Shopify',
  prefix: 'kade_abcdef',
  created_by: 'Daan de Vries',
  created_at: '2026-11-20T09:00:00Z',
  last_used_at: null,
  revoked_at: null,
}

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

const renderSettings = () => renderWithFeedback(SettingsPage, { path: '/settings' })

/** The method and path of the nth call to fetch. */
const request = (n: number) => {
  const [input, init] = fetchMock.mock.calls[n]
  if (input instanceof Request) return `${input.method} ${new URL(input.url).pathname}`
  return `${init?.method ?? 'GET'} ${String(input)}`
}

describe('SettingsPage', () => {
  it('lists the API keys, shows a new key once and revokes one after confirmation', async () => {
    authStore.setProfile(profile('Default'))
    const created = {
      ...shopify,
      id: 2,
      name: 'Magento',
      prefix: 'kade_zyxwvu',
      secret: 'kade_zyxwvu-the-whole-secret',
    }
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: [shopify] }))
      .mockResolvedValueOnce(jsonResponse(201, { data: created }))
      .mockResolvedValueOnce(jsonResponse(200, { data: [created, shopify] }))
      .mockResolvedValueOnce(jsonResponse(204, undefined))
      .mockResolvedValueOnce(jsonResponse(200, { data: [created, { ...shopify, revoked_at: '2026-11-23T10:00:00Z' }] }))
    const user = userEvent.setup()
    renderSettings()

    expect(await screen.findByRole('cell', { name: 'Shopify' })).toBeInTheDocument()
    expect(screen.getByText('kade_abcdef…')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Never' })).toBeInTheDocument()
    // The accounts are the Administrators' only.
    expect(screen.queryByRole('heading', { name: 'Accounts' })).not.toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Magento')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' })
    expect(within(dialog).getByTestId('api-key-secret')).toHaveTextContent('kade_zyxwvu-the-whole-secret')
    expect(request(1)).toBe('POST /api/clients/7/api-keys')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByText('kade_zyxwvu-the-whole-secret')).not.toBeInTheDocument())

    const shopifyRow = (await screen.findByRole('cell', { name: 'Shopify' })).closest('tr') as HTMLElement
    await user.click(within(shopifyRow).getByRole('button', { name: 'Revoke' }))
    const confirmation = await screen.findByRole('dialog', { name: 'Revoke the API key?' })
    await user.click(within(confirmation).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText(/^Revoked /)).toBeInTheDocument()
    expect(request(3)).toBe('DELETE /api/clients/7/api-keys/1')
  })

  it('shows why a key was not created at its name', async () => {
    authStore.setProfile(profile('Default'))
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: [] }))
      .mockResolvedValueOnce(jsonResponse(422, { message: 'errors.422', errors: { name: ['validation.required'] } }))
    const user = userEvent.setup()
    renderSettings()
    expect(await screen.findByText('This account has no API keys yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
  })

  it("lets an Administrator make a warehouse key limited to an account, and names each key's accounts", async () => {
    authStore.setProfile({
      ...profile('Administrator'),
      client: null,
      clients: [
        { id: 7, name: 'Tulip Webshop B.V.' },
        { id: 9, name: 'Polder Design Co.' },
      ],
    } as unknown as Profile)
    const wms = { ...shopify, name: 'WMS', prefix: 'kadewh_abcdef', accounts: [] }
    const nightShift = { ...wms, id: 2, name: 'Night shift', prefix: 'kadewh_zyxwvu', accounts: [9] }
    const keyLists = [[wms], [nightShift, wms]]
    fetchMock.mockImplementation(async (input, init) => {
      const call = `${init?.method ?? 'GET'} ${String(input)}`
      if (call === 'GET /api/clients') return jsonResponse(200, { data: [] })
      if (call === 'GET /api/warehouse-keys') return jsonResponse(200, { data: keyLists.shift() ?? [nightShift, wms] })
      if (call === 'POST /api/warehouse-keys')
        return jsonResponse(201, { data: { ...nightShift, secret: 'kadewh_zyxwvu-the-whole-secret' } })
      throw new Error(`unexpected ${call}`)
    })
    const user = userEvent.setup()
    renderSettings()

    expect(await screen.findByRole('heading', { level: 2, name: 'Accounts' })).toBeInTheDocument()
    const wmsRow = (await screen.findByRole('cell', { name: 'WMS' })).closest('tr') as HTMLElement
    expect(within(wmsRow).getByRole('cell', { name: 'All accounts' })).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Night shift')
    await user.click(screen.getByRole('combobox', { name: /^Accounts/ }))
    await user.click(await screen.findByRole('option', { name: 'Polder Design Co.' }))
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Your new warehouse key' })
    expect(within(dialog).getByTestId('api-key-secret')).toHaveTextContent('kadewh_zyxwvu-the-whole-secret')
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([input]) => String(input))).toEqual(['/api/warehouse-keys'])
    expect(JSON.parse(String(posts[0][1]?.body))).toEqual({ name: 'Night shift', accounts: [9] })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    const nightRow = (await screen.findByRole('cell', { name: 'Night shift' })).closest('tr') as HTMLElement
    expect(within(nightRow).getByRole('cell', { name: 'Polder Design Co.' })).toBeInTheDocument()
  })

  it('offers a level that may not write orders its own settings only, no API keys', async () => {
    authStore.setProfile(profile('Exit'))
    renderSettings()
    expect(await screen.findByRole('region', { name: 'Your own settings' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers a staff member of whom two-factor login is required only its setup', async () => {
    authStore.setProfile({ ...profile('Administrator'), twoFactorRequired: true })
    renderSettings()
    expect(
      await screen.findByText(
        'Your provider requires two-factor login of its staff. Turn it on below to go on working in Kade.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Two-factor login' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your own settings' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Accounts' })).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('links provider staff and Administrators to the activity of the account they work in, not a client', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { data: [] }))
    authStore.setProfile(profile('Provider'))
    const { unmount } = renderSettings()
    expect(await screen.findByRole('link', { name: 'Activity of this account' })).toHaveAttribute('href', '/activity')
    unmount()

    authStore.setProfile(profile('Default'))
    renderSettings()
    expect(await screen.findByText('This account has no API keys yet.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Activity of this account' })).toBeNull()
  })
})
