import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readAnswer } from '@/lib/api/client'
import { jsonResponse, renderPage } from '@/test/render'
import { SalesOrderForm } from './SalesOrderForm'
import {
  enter,
  fillRequired,
  footerRow,
  group,
  input,
  line,
  pickProduct as pickTulipMug,
  products,
  replace,
} from './sales-order-form-driver'
import { newSalesOrderForm, type SalesOrderFields } from './sales-order-values'
import type { FormAction } from '@/lib/forms/use-api-form'

const fetchMock = vi.fn<typeof fetch>()
const onSend = vi.fn<FormAction<SalesOrderFields>>()
const onSaveConcept = vi.fn<FormAction<SalesOrderFields>>()

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  onSend.mockReset()
  onSaveConcept.mockReset()
})

const renderForm = (orderNumber = 'SO-1001') =>
  renderPage(() => (
    <SalesOrderForm
      clientId={7}
      defaultValues={newSalesOrderForm(orderNumber)}
      handlingCosts={150}
      onSend={onSend}
      onSaveConcept={onSaveConcept}
      backTo="/sales-order"
    />
  ))

async function pickProduct(user: ReturnType<typeof userEvent.setup>) {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, products))
  await pickTulipMug(user)
}

describe('SalesOrderForm', { timeout: 60_000 }, () => {
  it('derives the other price, works out the line and updates the footer as you type', async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await enter(user, input(line(1), 'Price incl. VAT'), '19.99')
    await replace(user, input(line(1), 'Quantity'), '3')
    expect(input(line(1), 'Price excl. VAT')).toHaveValue('16.52')
    expect(input(line(1), 'Amount excl. VAT')).toHaveValue('€49.56')
    expect(footerRow('Subtotal')).toHaveTextContent('€49.56')
    expect(footerRow('Estimated VAT')).toHaveTextContent('€10.41')
    expect(footerRow('Handling costs')).toHaveTextContent('€1.50')
    expect(footerRow('Total')).toHaveTextContent('€61.47')

    await enter(user, input(group('Order'), 'Shipment costs incl. VAT'), '4.95')
    expect(footerRow('Shipping costs')).toHaveTextContent('€4.95')
    expect(footerRow('Total')).toHaveTextContent('€66.42')

    // Entering the price excl. VAT makes it the one kept, as the API keeps it.
    await replace(user, input(line(1), 'Price excl. VAT'), '10')
    expect(input(line(1), 'Price incl. VAT')).toHaveValue('12.10')
    await replace(user, input(line(1), 'Discount %'), '50')
    expect(footerRow('Total discount')).toHaveTextContent('€15.00')
    expect(footerRow('Total')).toHaveTextContent('€24.60')
  })

  it('adds and removes lines; the footer counts every line', async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    expect(screen.queryByRole('button', { name: 'Delete line 1' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    await enter(user, input(line(1), 'Price excl. VAT'), '1')
    await enter(user, input(line(2), 'Price excl. VAT'), '2')
    expect(footerRow('Subtotal')).toHaveTextContent('€3.00')
    await user.click(screen.getByRole('button', { name: 'Delete line 1' }))
    expect(screen.queryByRole('group', { name: 'Line 2' })).not.toBeInTheDocument()
    expect(footerRow('Subtotal')).toHaveTextContent('€2.00')
  })

  it('finds a product as you type, warns when more is ordered than available, and still sends', async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await pickProduct(user)
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/clients/7/products?q=tulip&status=active&limit=10')
    expect(input(line(1), 'Product')).toHaveValue('TS-1001')
    expect(line(1).getByText('Tulip mug · available stock: 2')).toBeInTheDocument()
    const warning = "You've ordered more than the available stock, please check your order."
    expect(line(1).queryByText(warning)).not.toBeInTheDocument()

    await replace(user, input(line(1), 'Quantity'), '3')
    expect(line(1).getByRole('status')).toHaveTextContent(warning)

    await fillRequired(user)
    onSend.mockResolvedValueOnce()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(onSend.mock.calls[0][0]).toMatchObject({
      orderNumber: 'SO-1001',
      paymentMethod: 'IDeal',
      lines: [{ articleNumber: 'TS-1001', quantity: 3, unit: 'Piece' }],
    })
    expect(onSaveConcept).not.toHaveBeenCalled()

    await replace(user, input(line(1), 'Quantity'), '2')
    expect(line(1).queryByText(warning)).not.toBeInTheDocument()
  })

  it('shows the required fields with an asterisk and says what is missing without calling the API', async () => {
    const user = userEvent.setup({ delay: null })
    renderForm('')
    expect(input(group('Order'), 'Order number')).toBeRequired()
    expect(input(group('Order'), 'Payment method')).toBeRequired()
    expect(input(group('Order'), 'Reference')).not.toBeRequired()
    await user.click(screen.getByRole('button', { name: 'Save as concept' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not filled in all fields correctly')
    expect(screen.getByText('Order number is required')).toBeInTheDocument()
    expect(screen.getByText('Payment method is required')).toBeInTheDocument()
    expect(group('Delivery address').getByText('Street is required')).toBeInTheDocument()
    expect(line(1).getByText('Product is required')).toBeInTheDocument()
    expect(onSaveConcept).not.toHaveBeenCalled()
  })

  it("puts the API's field errors on their fields, a line's and an address's too", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await pickProduct(user)
    await fillRequired(user)
    onSaveConcept.mockImplementationOnce(async () => {
      await readAnswer(
        jsonResponse(422, {
          message: 'errors.422',
          errors: {
            'lines.0.quantity': ['validation.max,2'],
            'delivery_address.postal_code': ['validation.postal_code_format,1234 AB'],
            order_number: ['validation.required'],
          },
        }),
      )
    })
    await user.click(screen.getByRole('button', { name: 'Save as concept' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not filled in all fields correctly')
    expect(input(line(1), 'Quantity')).toHaveAccessibleDescription('This field must be at most 2')
    expect(input(group('Delivery address'), 'Postal code')).toHaveAccessibleDescription(
      'This is not a valid postal code, for example 1234 AB',
    )
    expect(input(group('Order'), 'Order number')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    )
  })
})
