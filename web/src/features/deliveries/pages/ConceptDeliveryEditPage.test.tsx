import { notifications } from '@mantine/notifications'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { renderPage } from '@/test/render'
import ConceptDeliveryEditPage from './ConceptDeliveryEditPage'
import { fakeApi } from '@/test/fake-api'
import { tulipUser as profile } from '@/test/profile'
import { expectNotFoundAnswer } from '@/test/record-page'

const palletsMissing = { number_of_pallets: ['validation.required'] }

const concept = (errors: Record<string, string[]>, pallets: number | null = null) => ({
  data: {
    id: 5,
    fields: {
      reference: 'PO 203',
      planned_date: '2026-12-05',
      unit_load: 'Pallet',
      container_length: '',
      number_of_pallets: pallets,
      lines: [{ article_number: 'TS-1001', quantity: 48, unit: '' }],
    },
    errors,
    has_errors: Object.keys(errors).length > 0,
    original_source: 'DET',
    created_at: '2026-11-22T09:30:00Z',
    updated_at: '2026-11-22T09:30:00Z',
  },
})

beforeEach(() => authStore.setProfile(profile('Default')))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderEdit = () =>
  renderPage(ConceptDeliveryEditPage, { path: '/delivery/:conceptDeliveryId/edit', url: '/delivery/5/edit' })

describe('ConceptDeliveryEditPage', { timeout: 60_000 }, () => {
  it('opens with the stored errors listed and at their fields, and sends once fixed, landing on the overview', async () => {
    const api = fakeApi({
      'GET /api/clients/7/concept-deliveries/5': () => concept(palletsMissing),
      'PUT /api/clients/7/concept-deliveries/5': () => concept({}, 2),
      'POST /api/clients/7/concept-deliveries/send': () => ({ data: { succeeded: [5], failed: [] } }),
    })
    const shown = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    const user = userEvent.setup({ delay: null })
    renderEdit()
    expect(await screen.findByText('Number of pallets: This field is required')).toBeInTheDocument()
    const pallets = screen.getByRole('textbox', { name: /^Number of pallets/ })
    expect(pallets).toHaveAccessibleDescription('This field is required')
    await user.type(pallets, '2')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent(
      '/delivery/delivery-overview',
    )
    expect(api.calls('PUT')[0].body).toMatchObject({ unit_load: 'Pallet', number_of_pallets: 2 })
    expect(api.calls('POST')[0].body).toEqual({ ids: [5] })
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'We announced delivery PO 203 to the warehouse successfully' }),
    )
  })

  it('stays with the errors a refused send gives, at their fields', async () => {
    const unknown = { 'lines.0.article_number': ['deliveries.validation.product_unknown'] }
    fakeApi({
      'GET /api/clients/7/concept-deliveries/5': () => concept({}, 2),
      'PUT /api/clients/7/concept-deliveries/5': () => concept({}, 2),
      'POST /api/clients/7/concept-deliveries/send': () => ({
        data: { succeeded: [], failed: [{ id: 5, errors: unknown }] },
      }),
    })
    const user = userEvent.setup({ delay: null })
    renderEdit()
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    const line = within(screen.getByRole('group', { name: 'Line 1' }))
    expect(await line.findByText('Product unknown, please inform the provider')).toBeInTheDocument()
    expect(screen.getByText(/^The concept delivery could not be sent/)).toBeInTheDocument()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('shows a level that may only read deliveries the concept without buttons', async () => {
    authStore.setProfile(profile('Exit'))
    fakeApi({ 'GET /api/clients/7/concept-deliveries/5': () => concept({}, 2) })
    renderEdit()
    expect(await screen.findByText('You may view concept deliveries but not change them.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save as concept' })).not.toBeInTheDocument()
  })

  it('says so, under one title, when the concept does not exist (or belongs to another account)', async () => {
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    await expectNotFoundAnswer(fetchMock, renderEdit)
  })
})
