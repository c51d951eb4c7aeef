import { screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { providerAnswer as provider } from '@/test/provider'
import { tulipUser as profile } from '@/test/profile'
import { renderPage } from '@/test/render'
import InformationPage from './InformationPage'

beforeEach(async () => {
  authStore.setProfile(profile('Default'))
  await i18next.changeLanguage('en-GB')
  fakeApi({ 'GET /api/provider': provider })
})
afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await i18next.changeLanguage('en-GB')
})

const statusTable = (caption: string) => screen.getByRole('table', { name: caption })
const statuses = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

describe('InformationPage', () => {
  it("explains every order and delivery status in the overview's words", () => {
    renderPage(InformationPage, { path: '/information' })
    expect(statuses(statusTable('What each order status means'))).toEqual([
      'Ready to import',
      'On hold',
      'In progress',
      'Shipped',
      'Data issue',
      'Cancelled',
    ])
    expect(
      within(statusTable('What each order status means')).getByRole('row', { name: /On hold/ }).textContent,
    ).toContain("makes it 'Ready to import' again")
    expect(statuses(statusTable('What each delivery status means'))).toEqual([
      'Announced',
      'Arrived',
      'Received',
      'Cancelled',
    ])
  })

  it('has a section for each area, listed at the top', () => {
    renderPage(InformationPage, { path: '/information' })
    const sections = [
      'Sales orders',
      'Deliveries',
      'Imports',
      'Webshop API',
      'What the warehouse does when',
      'Stock',
      'Data processing agreement',
    ]
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(sections)
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }))
    expect(contents.getAllByRole('link').map((link) => link.textContent)).toEqual(sections)
    expect(screen.getByText(/Idempotency-Key/)).toBeInTheDocument()
    expect(screen.getByText(/within 15 minutes/)).toBeInTheDocument()
  })

  it('links to the data processing agreement with the provider named', async () => {
    renderPage(InformationPage, { path: '/information' })
    expect(await screen.findByText(/How Kade Logistics processes it/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read and download the data processing agreement' })).toHaveAttribute(
      'href',
      '/information/data-processing-agreement',
    )
  })

  it('speaks Dutch', async () => {
    await i18next.changeLanguage('nl-NL')
    renderPage(InformationPage, { path: '/information' })
    expect(statuses(statusTable('Wat iedere orderstatus betekent'))).toEqual([
      'Gereed voor import',
      'In de wacht',
      'In behandeling',
      'Verzonden',
      'Gegevensprobleem',
      'Geannuleerd',
    ])
    expect(screen.getByRole('link', { name: 'De verwerkersovereenkomst lezen en downloaden' })).toBeInTheDocument()
  })
})
