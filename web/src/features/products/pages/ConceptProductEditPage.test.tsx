import { notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { expectNoRecordAt, expectNotFoundAnswer } from '@/test/record-page'
import { stubFetchEachTest } from '@/test/stub-fetch'
import ConceptProductEditPage from './ConceptProductEditPage'

const profile = (level: Profile['level']) =>
  ({ id: 3, name: 'Daan', level, client: { id: 7, name: 'Tulip' }, clients: [] }) as unknown as Profile

const concept = {
  id: 12,
  fields: {
    article_number: 'TS-12',
    name: 'Tulip mug',
    article_group: 'General',
    product_type: 'Electronic',
    unit: 'Piece',
    outbound_algorithm: 'Fifo',
    ean: '8712345678907',
    customs_price: 250,
    is_active: true,
    minimum_stock: 4,
  },
  errors: { ean: ['products.validation.ean_checksum'], id: ['errors.404'] },
  has_errors: true,
  original_source: 'IMPORT',
  created_at: '2026-11-22T09:30:00Z',
  updated_at: '2026-11-22T09:30:00Z',
}

const fetchMock = stubFetchEachTest(profile('Default'))
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method ?? 'GET',
    url: String(url),
    body: init?.body ? JSON.parse(init.body as string) : undefined,
  }))

beforeEach(() => vi.spyOn(notifications, 'show').mockReturnValue('snackbar'))

const renderEdit = (url = '/client/7/product/concept/12/edit') =>
  renderWithFeedback(ConceptProductEditPage, { path: '/client/:clientId/product/concept/:conceptProductId/edit', url })

const ean = () => screen.getByRole('textbox', { name: 'EAN' })
const ready = { ...concept, fields: { ...concept.fields, ean: '8712345678906' }, errors: {}, has_errors: false }

// A form of 32 fields in jsdom: on two shared, busy cores a test can take longer than the default.
describe('ConceptProductEditPage', { timeout: 60_000 }, () => {
  it('opens with the stored errors on their fields, and saves the corrected concept', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: concept }))
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: ready }))
    const user = userEvent.setup({ delay: null })
    renderEdit()
    expect(await screen.findByText(/This concept product still has errors/)).toBeInTheDocument()
    expect(ean()).toHaveValue('8712345678907')
    expect(ean()).toHaveAccessibleDescription('This is not a valid EAN: the check digit is wrong')
    expect(
      screen.getByText('id: What you are looking for does not exist or is no longer available.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Customs price' })).toHaveValue('2.5')

    await user.clear(ean())
    await user.click(ean())
    await user.paste('8712345678906')
    await user.click(screen.getByRole('button', { name: 'Save as concept' }))
    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/product/concept')
    expect(calls()[1]).toMatchObject({
      method: 'PUT',
      url: '/api/clients/7/concept-products/12',
      body: { ean: '8712345678906', customs_price: 250, minimum_stock: 4 },
    })
  })

  it('sends what the form shows; a failed send puts its errors on the fields', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: ready }))
      .mockResolvedValueOnce(jsonResponse(200, { data: ready }))
      .mockResolvedValueOnce(
        jsonResponse(200, {
          data: {
            succeeded: [],
            failed: [{ id: 12, errors: { article_number: ['products.validation.article_number_taken'] } }],
          },
        }),
      )
      .mockResolvedValue(jsonResponse(200, { data: ready }))
    const user = userEvent.setup({ delay: null })
    renderEdit()
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    expect(
      await screen.findByText('The concept product could not be sent. Fix the marked fields and try again.'),
    ).toBeInTheDocument()
    const articleNumber = screen.getByRole('textbox', { name: 'Article number' })
    expect(articleNumber).toHaveAccessibleDescription('This article number is already in use in this account')
    // The refused send's errors reach the fields a render later; the first of them takes the focus.
    await waitFor(() => expect(articleNumber).toHaveFocus())
    expect(calls().slice(1, 3)).toMatchObject([
      { method: 'PUT', url: '/api/clients/7/concept-products/12' },
      { method: 'POST', url: '/api/clients/7/concept-products/send', body: { ids: [12] } },
    ])
  })

  it('goes to the product overview once the concept is sent', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: ready }))
      .mockResolvedValueOnce(jsonResponse(200, { data: ready }))
      .mockResolvedValueOnce(jsonResponse(200, { data: { succeeded: [12], failed: [] } }))
    const user = userEvent.setup({ delay: null })
    renderEdit()
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent(/^\/product$/)
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'TS-12 was sent and is in the product overview now.' }),
    )
  })

  it('shows a supplier the concept without a way to change it', async () => {
    authStore.setProfile(profile('Supplier'))
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: concept }))
    renderEdit()
    expect(await screen.findByText('You may view concept products but not change them.')).toBeInTheDocument()
    expect(ean()).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save as concept' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/product/concept')
  })

  it('says so when the concept does not exist (or belongs to another account)', async () => {
    await expectNotFoundAnswer(fetchMock, () => renderEdit())
  })

  it('says a concept is not found at a path whose id cannot be one', async () => {
    await expectNoRecordAt(() => renderEdit('/client/7/product/concept/12x/edit'))
  })

  it('says a concept is not found at a path whose account cannot be one', async () => {
    await expectNoRecordAt(() => renderEdit('/client/x7/product/concept/12/edit'))
  })
})
