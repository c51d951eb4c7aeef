import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { conceptListPage, deleteAfterConfirming, expectReadOnlyList, sendKeepingFailed } from '@/test/concept-list'
import { tulipUser as profile } from '@/test/profile'
import { jsonResponse } from '@/test/render'
import ConceptSalesOrdersPage from './ConceptSalesOrdersPage'

const row = (id: number, errors: Record<string, string[]> = {}) => ({
  id,
  order_number: `10${id}`,
  order_date: '2026-11-20',
  reference: `PO ${id}`,
  customer_name: 'Anna de Boer',
  country: 'NL',
  line_count: 3,
  original_source: 'DET',
  has_errors: Object.keys(errors).length > 0,
  errors,
  client_name: 'Tulip Webshop B.V.',
  created_at: '2026-11-22T09:30:00Z',
})

const lineError = { 'lines.1.article_number': ['orders.validation.product_inactive'] }

const { renderList, fakeApi, table, rowOf, selectEveryShown } = conceptListPage(ConceptSalesOrdersPage, {
  path: '/sales-order/concept',
  listCall: '/api/clients/7/concept-sales-orders',
  tableName: 'Concept orders',
  selectAll: 'Select every concept order shown',
  level: 'Default',
})

describe('ConceptSalesOrdersPage', { timeout: 60_000 }, () => {
  it("lists the concept orders with an order's columns, their flag, and a line's error on request", async () => {
    const api = fakeApi(() => [row(1), row(2, lineError)])
    renderList('/sales-order/concept?q=anna&has_errors=1')
    await within(table()).findByText('101')
    expect(api.calls('GET')[0].url).toBe('/api/clients/7/concept-sales-orders?q=anna&has_errors=1')
    // The order date shows on a screen wide enough for all columns only, which the test's is not.
    for (const text of ['Ready', 'PO 1', 'Anna de Boer', '3', '22 Nov 2026, 10:30']) {
      expect(within(rowOf('101')).getByText(text)).toBeInTheDocument()
    }
    expect(within(rowOf('101')).getByRole('link', { name: 'Edit order 101' })).toHaveAttribute(
      'href',
      '/sales-order/concept/1/edit',
    )
    expect(screen.getByRole('status')).toHaveTextContent('2 concept orders')
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/sales-order/import-guide')

    expect(within(rowOf('102')).getByText('To adjust')).toBeInTheDocument()
    await userEvent.setup().click(within(rowOf('102')).getByRole('button', { name: 'Show errors' }))
    expect(await screen.findByRole('list', { name: 'Errors of order 102' })).toHaveTextContent(
      'Line 2, Product: This product is inactive and cannot be ordered',
    )
  })

  it('bulk sends the selection: says how many were sent and failed, and keeps the failed one selected', async () => {
    let rows = [row(1), row(2), row(3)]
    const api = fakeApi(() => rows, {
      'POST /api/clients/7/concept-sales-orders/send': () => {
        rows = [row(2, lineError)]
        return jsonResponse(200, { data: { succeeded: [1, 3], failed: [{ id: 2, errors: lineError }] } })
      },
    })
    const user = userEvent.setup({ delay: null })
    renderList()
    await selectEveryShown(user, '103')
    await sendKeepingFailed(user, table, {
      sent: '2 concept orders were sent and are in the order overview now.',
      failed: 'Select order 102',
    })
    expect(api.calls('POST')[0].body).toEqual({ ids: [1, 2, 3] })
    expect(await screen.findByRole('list', { name: 'Errors of order 102' })).toBeInTheDocument()
  })

  it('bulk edits the payment method of the selection with the value the API takes', async () => {
    const api = fakeApi(() => [row(1), row(2)], {
      'POST /api/clients/7/concept-sales-orders/bulk': () =>
        jsonResponse(200, { data: { succeeded: [1, 2], failed: [] } }),
    })
    const user = userEvent.setup({ delay: null })
    renderList()
    await selectEveryShown(user, '102')
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit 2 concept orders' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Field' }))
    // The order number is each order's own; addresses and lines are edited per order.
    expect(screen.queryByRole('option', { name: 'Order number' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('option', { name: 'Payment method' }))
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await within(dialog).findByText('Payment method is required')).toBeInTheDocument()
    expect(api.calls('POST')).toEqual([])

    await user.click(within(dialog).getByRole('combobox', { name: /^Payment method/ }))
    await user.click(await screen.findByRole('option', { name: 'PayPal' }))
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(
      await screen.findByText('That was the last bulk edit: every selected concept order is ready'),
    ).toBeInTheDocument()
    expect(api.calls('POST')[0].body).toEqual({ ids: [1, 2], changes: { payment_method: 'Paypal' } })
  })

  it('deletes the selected concept orders after confirming', async () => {
    let rows = [row(1), row(2)]
    const api = fakeApi(() => rows, {
      'POST /api/clients/7/concept-sales-orders/delete': () => {
        rows = [row(2)]
        return jsonResponse(200, { data: { succeeded: [1], failed: [] } })
      },
    })
    renderList()
    await deleteAfterConfirming(userEvent.setup({ delay: null }), table, {
      select: 'Select order 101',
      dialog: 'Delete concept orders',
      question: 'Delete 1 concept order? This cannot be undone.',
      deleted: '1 concept order deleted.',
    })
    expect(api.calls('POST')[0].body).toEqual({ ids: [1] })
  })

  it('is read-only for a level that may only see orders', async () => {
    authStore.setProfile(profile('Exit'))
    fakeApi(() => [row(1)])
    renderList()
    await expectReadOnlyList(table, '101')
  })
})
