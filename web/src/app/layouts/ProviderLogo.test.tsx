import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { providerAnswer } from '@/test/provider'
import { renderPage } from '@/test/render'
import GuestLayout from './GuestLayout'

afterEach(() => vi.unstubAllGlobals())

const withLogo = { data: { ...providerAnswer.data, name: 'Quay Logistics', logo_url: '/api/provider/logo' } }

describe('the login card', () => {
  it("shows the provider's logo, named by the provider, and whose portal this is", async () => {
    fakeApi({ 'GET /api/provider': withLogo })
    renderPage(GuestLayout)
    expect(await screen.findByRole('img', { name: 'Quay Logistics' })).toHaveAttribute('src', '/api/provider/logo')
    expect(screen.getByText('Customer portal of Quay Logistics')).toBeVisible()
    expect(screen.queryByRole('img', { name: 'Kade' })).toBeNull()
  })

  it("shows Kade's own logo when the provider has none", async () => {
    fakeApi({ 'GET /api/provider': providerAnswer })
    renderPage(GuestLayout)
    expect(await screen.findByText('Customer portal of Kade Logistics')).toBeVisible()
    expect(screen.getByRole('img', { name: 'Kade' })).toBeVisible()
  })
})
