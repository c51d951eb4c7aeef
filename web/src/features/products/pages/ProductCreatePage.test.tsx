import { notifications } from '@mantine/notifications'
import { screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { tulipUser as profile } from '@/test/profile'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { stubFetchEachTest } from '@/test/stub-fetch'
import ProductCreatePage from './ProductCreatePage'

const fetchMock = stubFetchEachTest(profile('Default'))

const renderCreate = () => renderWithFeedback(ProductCreatePage, { path: '/product/create' })

/** An input by its label's start (labels of required fields end in an asterisk; units follow in brackets). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' })

/** Enters a text in one go: each keystroke would re-render the field, which is slow on a loaded machine. */
async function enter(user: UserEvent, label: string, text: string) {
  await user.click(field(label))
  await user.paste(text)
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(field(label))
  await user.click(await screen.findByRole('option', { name: option }))
}

/** The required fields without a default (article group and outbound algorithm start as General and FIFO). */
async function fillRequired(user: UserEvent) {
  await enter(user, 'Article number', 'TS-1001')
  await enter(user, 'Name', 'Tulip mug')
  await choose(user, 'Product type', 'Electronic')
  await choose(user, 'Unit', 'Piece')
}

/** The API saves the concept as 41, then answers its send with `result`. */
const answerCreateAndSend = (result: object) =>
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      String(input).endsWith('/send') ? jsonResponse(200, { data: result }) : jsonResponse(201, { data: { id: 41 } }),
    ),
  )

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save as concept' }))

// A form of 32 fields in jsdom: on two shared, busy cores a test can take longer than the default.
describe('ProductCreatePage', { timeout: 60_000 }, () => {
  it('asks for every required field before anything is sent', async () => {
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await enter(user, 'Name', 'Tulip mug')
    await save(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all required fields')
    expect(screen.getByText('Article number is required')).toBeInTheDocument()
    expect(screen.getByText('Unit is required')).toBeInTheDocument()
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    expect(field('Article number')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('has the buttons of every form: Back, Save as concept and Send', async () => {
    renderCreate()
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/product')
    expect(screen.getByRole('button', { name: 'Save as concept' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })

  it('sends: the product is saved as a concept and sent, and the product overview opens', async () => {
    answerCreateAndSend({ succeeded: [41], failed: [] })
    const snackbar = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent(/^\/product$/)
    expect(
      fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body && JSON.parse(init.body as string).ids]),
    ).toEqual([
      ['/api/clients/7/concept-products', 'POST', undefined],
      ['/api/clients/7/concept-products/send', 'POST', [41]],
    ])
    expect(snackbar).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'TS-1001 was sent and is in the product overview now.' }),
    )
  })

  it("opens the concept's own page when its send is refused, with why", async () => {
    answerCreateAndSend({
      succeeded: [],
      failed: [{ id: 41, errors: { articleNumber: ['products.validation.article_number_taken'] } }],
    })
    const snackbar = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent(
      '/client/7/product/concept/41/edit',
    )
    expect(snackbar).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(/^TS-1001 is saved as a concept product but could not be sent/),
      }),
    )
  })

  it('shows conditional fields only when they apply, and requires the size of a physical product', async () => {
    const user = userEvent.setup({ delay: null })
    renderCreate()
    expect(screen.queryByText('Quantity in outer box')).not.toBeInTheDocument()
    expect(screen.queryByText('Serial number mask')).not.toBeInTheDocument()
    expect(screen.queryByText('Commercial expiry offset (days)')).not.toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Outer box' }))
    await user.click(screen.getByRole('switch', { name: 'Has serial numbers' }))
    await user.click(screen.getByRole('switch', { name: 'Has a best-before date' }))
    expect(field('Quantity in outer box')).toBeInTheDocument()
    expect(field('Outer box EAN')).toBeInTheDocument()
    expect(field('Serial number mask')).toBeInTheDocument()
    expect(field('Commercial expiry offset')).toBeInTheDocument()

    expect(field('Weight')).not.toBeRequired()
    await choose(user, 'Product type', 'Physical')
    expect(field('Weight')).toBeRequired()
    expect(field('Height')).toBeRequired()
  })

  it('saves a concept in the API units and goes to the concept list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { data: { id: 41 } }))
    // The snackbar host belongs to the layout, which this test leaves behind on navigating.
    const snackbar = vi.spyOn(notifications, 'show').mockReturnValue('snackbar')
    const user = userEvent.setup({ delay: null })
    const { router } = renderCreate()
    await fillRequired(user)
    await enter(user, 'EAN', '8712345678906')
    await enter(user, 'Customs price', '19.99')
    await user.type(field('Weight'), '0,425')
    await user.click(screen.getByRole('switch', { name: 'Outer box' }))
    await enter(user, 'Quantity in outer box', '12')
    await save(user)

    expect(await screen.findByTestId('location', {}, { timeout: 10_000 })).toHaveTextContent('/product/concept')
    expect(router.state.location.pathname).toBe('/product/concept')
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/clients/7/concept-products')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(init?.body as string)).toMatchObject({
      article_number: 'TS-1001',
      name: 'Tulip mug',
      article_group: 'General',
      product_type: 'Electronic',
      unit: 'Piece',
      outbound_algorithm: 'Fifo',
      ean: '8712345678906',
      customs_price: 1999,
      weight: 0.425,
      hu: true,
      quantity_sku: 12,
      hu_length: null,
      is_active: true,
      minimum_stock: 0,
    })
    expect(snackbar).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(/^TS-1001 is saved as a concept product/),
        color: 'green',
      }),
    )
  })

  it('bounds every number and says so at the field before anything is sent', async () => {
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fillRequired(user)
    await enter(user, 'Customs price', '1000000.01')
    await enter(user, 'Minimum stock', '1000000001')
    await save(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not filled in all fields correctly. Check the fields and try again',
    )
    expect(field('Customs price')).toHaveAccessibleDescription('This field must be at most 1000000')
    expect(field('Minimum stock')).toHaveAccessibleDescription('This field must be at most 1000000000')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps a number as typed: no decimal is cut off, and an ambiguous number is a field error', async () => {
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fillRequired(user)
    await enter(user, 'Weight', '0.4256')
    await enter(user, 'Customs price', '1,234')
    await save(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not filled in all fields correctly. Check the fields and try again',
    )
    expect(field('Weight')).toHaveValue('0.4256')
    expect(field('Weight')).toHaveAccessibleDescription('This field may have at most 3 decimals')
    expect(field('Customs price')).toHaveAccessibleDescription(
      'This number is unclear: write decimals with a point and no thousands separator, for example 1234.5',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("puts the API's field errors on their fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'errors.422',
        errors: {
          article_number: ['products.validation.article_number_taken'],
          customs_price: ['validation.max,1000000'],
        },
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await fillRequired(user)
    await save(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not filled in all fields correctly. Check the fields and try again',
    )
    const articleNumber = field('Article number')
    expect(articleNumber).toHaveAccessibleDescription('This article number is already in use in this account')
    expect(articleNumber).toHaveFocus()
    expect(field('Customs price')).toHaveAccessibleDescription('This field must be at most 1000000')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('sends levels that may not write products to the forbidden page', () => {
    authStore.setProfile(profile('Supplier'))
    renderCreate()
    expect(screen.getByTestId('location')).toHaveTextContent('/403')
  })
})
