import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { tulipClient } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { DetailsSection } from './DetailsSection'

const daan = (fields: Partial<Profile> = {}): Profile => ({
  ...tulipClient,
  name: 'Daan',
  email: 'daan@tulip.example.com',
  language: '',
  ...fields,
})
/** The profile as the API answers it (snake_case). */
const answer = (profile: Profile) => ({
  data: { ...profile, client_id: 7, client_name: 'Tulip Webshop B.V.', last_login_date: null },
})

beforeEach(() => authStore.setProfile(daan()))
afterEach(() => {
  // Logged out, the portal follows the browser again (English in jsdom); the section goes first, as it needs the profile.
  cleanup()
  authStore.clear()
  vi.unstubAllGlobals()
})

const renderSection = () => renderWithFeedback(DetailsSection)
const nameField = () => screen.getByRole('textbox', { name: /^Name|^Naam/ })
const languageField = () => screen.getByRole('combobox', { name: /^Language|^Taal/ })

describe('DetailsSection', () => {
  it('shows the name and the language chosen; none chosen follows the browser', async () => {
    fakeApi({})
    renderSection()
    expect(await screen.findByRole('region', { name: 'Your details' })).toBeInTheDocument()
    expect(nameField()).toHaveValue('Daan')
    expect(languageField()).toHaveValue('Browser language')
    expect(languageField()).toHaveAccessibleDescription("'Browser language' follows your browser's setting")
  })

  it('saves name and language; the profile follows and the portal speaks Dutch at once', async () => {
    const api = fakeApi({ 'PUT /api/profile': () => answer(daan({ name: 'Daan de Vries', language: 'nl-NL' })) })
    const user = userEvent.setup({ delay: null })
    renderSection()
    await user.clear(nameField())
    await user.type(nameField(), '  Daan de Vries ')
    await user.click(languageField())
    await user.click(await screen.findByRole('option', { name: 'Nederlands' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Je gegevens zijn opgeslagen')).toBeInTheDocument()
    expect(api.calls('PUT')).toEqual([{ url: '/api/profile', body: { name: 'Daan de Vries', language: 'nl-NL' } }])
    expect(authStore.get().profile).toMatchObject({ name: 'Daan de Vries', language: 'nl-NL' })
    expect(i18next.language).toBe('nl-NL')
    expect(document.documentElement.lang).toBe('nl-NL')
    expect(screen.getByRole('region', { name: 'Je gegevens' })).toBeInTheDocument()
    expect(languageField()).toHaveValue('Nederlands')
  })

  it("sends '' for the browser's language, and the portal follows the browser again", async () => {
    authStore.setProfile(daan({ language: 'nl-NL' }))
    await waitFor(() => expect(i18next.language).toBe('nl-NL'))
    const api = fakeApi({ 'PUT /api/profile': () => answer(daan()) })
    const user = userEvent.setup({ delay: null })
    renderSection()
    expect(languageField()).toHaveValue('Nederlands')
    await user.click(languageField())
    await user.click(await screen.findByRole('option', { name: 'Taal van de browser' }))
    await user.click(screen.getByRole('button', { name: 'Opslaan' }))

    expect(await screen.findByText('Your details are saved')).toBeInTheDocument()
    expect(api.calls('PUT')).toEqual([{ url: '/api/profile', body: { name: 'Daan', language: '' } }])
    expect(i18next.language).toBe('en-GB')
  })

  it('checks the name before sending, and shows the API’s refusal at its field', async () => {
    const api = fakeApi({
      'PUT /api/profile': () =>
        jsonResponse(422, { message: 'errors.422', errors: { name: ['validation.control_characters'] } }),
    })
    const user = userEvent.setup({ delay: null })
    renderSection()
    await user.clear(nameField())
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Name is required'))
    expect(nameField()).toHaveFocus()
    expect(api.calls('PUT')).toEqual([])

    await user.type(nameField(), 'Daan')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(/control characters/)).toBeInTheDocument()
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('control characters'))
    expect(screen.getByText(/You have not filled in all fields correctly/)).toBeInTheDocument()
    expect(authStore.get().profile?.name).toBe('Daan')
  })
})
