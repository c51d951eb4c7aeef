import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

// How the tests use the sales order form as a person does: its groups, inputs by label, and the
// steps of filling in a valid order. For tests only.

export const line = (number: number) => within(screen.getByRole('group', { name: `Line ${number}` }))
export const group = (name: string) => within(screen.getByRole('group', { name }))
export const input = (scope: { getByLabelText: typeof screen.getByLabelText }, label: string) =>
  scope.getByLabelText(new RegExp(`^${label.replace(/[.%]/g, '\\$&')}`), { selector: 'input, textarea' })
export const footerRow = (name: string) =>
  within(screen.getByRole('table', { name: 'Order totals' })).getByRole('row', { name: new RegExp(`^${name} [€—]`) })

/** Enters a text in one go: each keystroke would re-render the form, which is slow on a loaded machine. */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

export async function replace(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.paste(text)
}

/** An answer of the products search with one product: the Tulip mug, 2 available. */
export const products = {
  data: [
    {
      id: 3,
      articleNumber: 'TS-1001',
      name: 'Tulip mug',
      ean: '8712345678906',
      productType: 'Physic',
      unit: 'Piece',
      isActive: true,
      minimumStock: 0,
      totalStock: 5,
      availableStock: 2,
      onHoldStock: 0,
      inTransitStock: 0,
      inboundStock: 0,
      stockAlert: 'sufficient',
    },
  ],
  meta: { nextCursor: null, total: 1 },
}

/** Finds the Tulip mug on line 1; the caller has the product search answer `products`. */
export async function pickProduct(user: UserEvent) {
  await enter(user, input(line(1), 'Product'), 'tulip')
  // The search waits for typing to pause; a loaded machine takes a while to answer.
  await user.click(await screen.findByRole('option', { name: /Tulip mug/ }, { timeout: 10_000 }))
}

/** The payment method and a Dutch delivery address. */
export async function fillRequired(user: UserEvent) {
  await user.click(input(group('Order'), 'Payment method'))
  await user.click(await screen.findByRole('option', { name: 'iDEAL' }))
  const delivery = group('Delivery address')
  await enter(user, input(delivery, 'Company name'), 'Tulip Webshop B.V.')
  await enter(user, input(delivery, 'Postal code'), '1234 AB')
  await enter(user, input(delivery, 'House number'), '12')
  await enter(user, input(delivery, 'Street'), 'Keizersgracht')
  await enter(user, input(delivery, 'City'), 'Amsterdam')
}
