import { notifications } from '@mantine/notifications'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { jsonResponse, renderPage } from '@/test/render'
import { fakeApi } from '@/test/fake-api'
import { tulipUser as profile } from '@/test/profile'
import { products } from './delivery-fixture'
import DeliveryCreatePage from './DeliveryCreatePage'

beforeEach(() => authStore.setProfile(profile('Supplier')))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderCreate = () => renderPage(DeliveryCreatePage, { path: '/delivery/create' })
// The snackbar host belongs to the layout, which these tests leave behind on navigating.
const snackbar = () => vi.spyOn(notifications, 'show').mockReturnValue('snackbar')

const line = (number: number) => within(screen.getByRole('group', { name: `Line ${number}` }))
const field = (label: string, scope: { getByLabelText: typeof screen.getByLabelText } = screen) =>
  scope.getByLabelText(new RegExp(`^${label}`), { selector: 'input' })

type User = ReturnType<typeof userEvent.setup>

async function enter(user: User, input: HTMLElement, text: string) {
  await user.click(input)
  await user.paste(text)
}

/** A Pallet delivery of 2 pallets with the Tulip mug picked by name on line 1. */
async function fill(user: User, reference: string) {
  await enter(user, await screen.findByRole('textbox', { name: /^Reference/ }), reference)
  await enter(user, field('Planned date'), '2026-12-01')
  await user.click(screen.getByRole('combobox', { name: /^Unit load/ }))
  await user.click(await screen.findByRole('option', { name: 'Pallet' }))
  await enter(user, await screen.findByRole('textbox', { name: /^Number of pallets/ }), '2')
  await enter(user, field('Product', line(1)), 'tulip')
  await user.click(await screen.findByRole('option', { name: /Tulip mug/ }, { timeout: 10_000 }))
}

const created = (id: number) => ({
  data: {
    id,
    fields: { reference: 'PO 118' },
    errors: {},
    has_errors: false,
    original_source: 'DET',
    created_at: '',
    updated_at: '',
  },
})

describe('DeliveryCreatePage', { timeout: 60_000 }, () => {
  it('finds a product by name, shows its name, and sends the delivery, which announces it', async () => {
    const api = fakeApi({
      'GET /api/clients/7/products': () => products,
      'POST /api/clients/7/deliveries': () => jsonResponse(201, created(12)),
    })
    const shown = snackbar()
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fill(user, 'PO 118')
    expect(field('Product', line(1))).toHaveAccessibleDescription('Tulip mug')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent(
      '/delivery/delivery-overview',
    )
    expect(api.calls('POST').map(({ url, body }) => [url, body])).toEqual([
      [
        '/api/clients/7/deliveries',
        {
          reference: 'PO 118',
          planned_date: '2026-12-01',
          unit_load: 'Pallet',
          container_length: '',
          number_of_pallets: 2,
          lines: [{ article_number: 'TS-1001', quantity: 1, unit: 'Box' }],
        },
      ],
    ])
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'We announced delivery PO 118 to the warehouse successfully' }),
    )
  })

  it('saves the delivery as a concept and goes to the concept deliveries', async () => {
    const api = fakeApi({
      'GET /api/clients/7/products': () => products,
      'POST /api/clients/7/concept-deliveries': () => jsonResponse(201, created(13)),
    })
    const shown = snackbar()
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fill(user, 'PO 118')
    await user.click(screen.getByRole('button', { name: 'Save as concept' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/delivery/concept')
    expect(api.calls('POST').map(({ url }) => url)).toEqual(['/api/clients/7/concept-deliveries'])
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'We saved concept delivery PO 118 successfully.' }),
    )
  })

  it("shows the form's own errors at their fields without calling the API", async () => {
    const api = fakeApi({ 'GET /api/clients/7/products': () => products })
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fill(user, 'x'.repeat(51))
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    await enter(user, field('Product', line(2)), 'TS-1001')
    await user.click(screen.getByRole('button', { name: 'Save as concept' }))

    expect(await screen.findByText('The reference may consist of max. 50 characters')).toBeInTheDocument()
    expect(line(2).getByText('An article number may only occur once per concept delivery')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('You have not filled in all fields correctly')
    expect(api.calls('POST')).toEqual([])
  })

  it("puts the API's field errors at their fields (an unknown product, the account's limit of lines) and stays", async () => {
    fakeApi({
      'GET /api/clients/7/products': () => products,
      'POST /api/clients/7/concept-deliveries': () =>
        jsonResponse(422, {
          message: 'errors.422',
          errors: {
            'lines.0.article_number': ['deliveries.validation.product_unknown'],
            lines: ['deliveries.validation.max_lines,500'],
          },
        }),
    })
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fill(user, 'PO 119')
    await user.click(screen.getByRole('button', { name: 'Save as concept' }))

    expect(await line(1).findByText('Product unknown, please inform the provider')).toBeInTheDocument()
    expect(screen.getByText('Maximum number of lines of 500 is reached')).toBeInTheDocument()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('counts the reference toward its 50 characters while typing', async () => {
    fakeApi({})
    const user = userEvent.setup({ delay: null })
    renderCreate()
    const reference = await screen.findByRole('textbox', { name: /^Reference/ })
    expect(reference).toHaveAccessibleDescription('0 of 50 characters')
    await enter(user, reference, 'PO 118')
    expect(reference).toHaveAccessibleDescription('6 of 50 characters')
    await enter(user, reference, 'x'.repeat(45))
    expect(reference).toHaveAccessibleDescription('51 of 50 characters')
  })

  it('asks for the unit-load info of the unit load chosen', async () => {
    fakeApi({})
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await user.click(await screen.findByRole('combobox', { name: /^Unit load/ }))
    await user.click(await screen.findByRole('option', { name: 'Container' }))
    expect(await screen.findByRole('combobox', { name: /^Container length/ })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Number of pallets/ })).not.toBeInTheDocument()
  })

  it('sends a level that may only read deliveries to the forbidden page', async () => {
    authStore.setProfile(profile('Exit'))
    renderCreate()
    expect(await screen.findByTestId('location')).toHaveTextContent('/403')
  })
})
