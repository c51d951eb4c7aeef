import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { providerAnswer } from '@/test/provider'
import { renderPage } from '@/test/render'
import { tulipClient } from '@/test/profile'
import { AppHeader } from './AppHeader'

afterEach(() => vi.unstubAllGlobals())

describe('AppHeader', () => {
  it("shows the provider's logo, linking to the dashboard, with the provider's name", async () => {
    authStore.setProfile(tulipClient)
    fakeApi({ 'GET /api/provider': { data: { ...providerAnswer.data, logo_url: '/api/provider/logo' } } })
    renderPage(() => <AppHeader menuOpened={false} onToggleMenu={() => {}} />)
    const logo = await screen.findByRole('img', { name: 'Kade Logistics' })
    expect(logo).toHaveAttribute('src', '/api/provider/logo')
    expect(logo.closest('a')).toHaveAttribute('href', '/')
    expect(screen.getByText('Kade Logistics', { selector: 'p' })).toBeInTheDocument()
  })

  it("labels the account selector with 'Select an account' on the screen, not only for a screen reader", () => {
    authStore.setProfile(tulipClient)
    fakeApi({ 'GET /api/provider': providerAnswer })
    renderPage(() => <AppHeader menuOpened={false} onToggleMenu={() => {}} />)
    expect(screen.getByText('Select an account', { selector: 'label' })).toBeVisible()
    expect(screen.getByDisplayValue('Tulip Webshop B.V.')).toHaveAccessibleName('Select an account')
  })
})
