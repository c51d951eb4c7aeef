import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { conceptListPage, expectReadOnlyList, sendKeepingFailed } from '@/test/concept-list'
import { tulipUser as profile } from '@/test/profile'
import { jsonResponse } from '@/test/render'
import ConceptProductsPage from './ConceptProductsPage'

const row = (id: number, errors: Record<string, string[]> = {}) => ({
  id,
  article_number: `TS-${id}`,
  name: `Tulip mug ${id}`,
  product_type_code: 'Electronic',
  stock: 1200,
  original_source: 'IMPORT',
  has_errors: Object.keys(errors).length > 0,
  errors,
  client_name: 'Tulip Webshop B.V.',
  created_at: '2026-11-22T09:30:00Z',
})

const unitError = { unit: ['validation.one_of,Piece / Box'] }

const { renderList, fakeApi, table, selectEveryShown } = conceptListPage(ConceptProductsPage, {
  path: '/product/concept',
  listCall: '/api/clients/7/concept-products',
  tableName: 'Concept products',
  selectAll: 'Select every concept product shown',
  level: 'Default',
})

const checkbox = (articleNumber: string) => within(table()).getByRole('checkbox', { name: `Select ${articleNumber}` })

// A table, a modal and a select in jsdom: on two shared, busy cores a test can take longer than the default.
describe('ConceptProductsPage', { timeout: 60_000 }, () => {
  it('shows the rows of the concept list with their flag, and the errors of one on request', async () => {
    const api = fakeApi(() => [row(1), row(2, unitError)])
    renderList('/product/concept?q=mug&has_errors=1')
    const first = (await within(table()).findByText('TS-1')).closest('tr') as HTMLElement
    expect(api.calls('GET')[0].url).toBe('/api/clients/7/concept-products?q=mug&has_errors=1')
    for (const text of ['Ready', 'Tulip mug 1', 'Electronic', '1,200', '22 Nov 2026, 10:30']) {
      expect(within(first).getByText(text)).toBeInTheDocument()
    }
    // The account's name on every row shows on a screen wide enough for all columns only.
    expect(within(first).queryByText('Tulip Webshop B.V.')).not.toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'Edit TS-1' })).toHaveAttribute(
      'href',
      '/client/7/product/concept/1/edit',
    )
    expect(screen.getByRole('status')).toHaveTextContent('2 concept products')

    const second = within(table()).getByText('TS-2').closest('tr') as HTMLElement
    expect(within(second).getByText('To adjust')).toBeInTheDocument()
    await userEvent.setup().click(within(second).getByRole('button', { name: 'Show errors' }))
    expect(await screen.findByRole('list', { name: 'Errors of TS-2' })).toHaveTextContent(
      'Unit: Choose one of: Piece / Box',
    )
  })

  it('bulk edits the selection: the failed ones stay selected, and the last one ends with the last-bulk message', async () => {
    let failed = true
    const api = fakeApi(() => [row(1, unitError), row(2, unitError)], {
      'POST /api/clients/7/concept-products/bulk': () =>
        jsonResponse(200, {
          data: failed
            ? { succeeded: [1], failed: [{ id: 2, errors: { weight: ['validation.required'] } }] }
            : { succeeded: [2], failed: [] },
        }),
    })
    const user = userEvent.setup({ delay: null })
    renderList()
    await selectEveryShown(user, 'TS-2')
    expect(screen.getByText('2 selected')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Bulk edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit 2 concept products' })
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(within(dialog).getByText('Field is required')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Field' }))
    await user.click(await screen.findByRole('option', { name: 'Unit' }))
    await user.click(within(dialog).getByRole('combobox', { name: 'Unit' }))
    await user.click(await screen.findByRole('option', { name: 'Box' }))
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))

    expect(await screen.findByText('1 concept product is ready now.')).toBeInTheDocument()
    expect(screen.getByText('1 still has errors and stays selected for another bulk edit.')).toBeInTheDocument()
    expect(api.calls('POST')[0]).toEqual({
      url: '/api/clients/7/concept-products/bulk',
      body: { ids: [1, 2], changes: { unit: 'Box' } },
    })
    expect(checkbox('TS-1')).not.toBeChecked()
    expect(checkbox('TS-2')).toBeChecked()
    expect(await screen.findByRole('list', { name: 'Errors of TS-2' })).toHaveTextContent('Unit: Choose one of')

    failed = false
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }))
    const again = await screen.findByRole('dialog', { name: 'Bulk edit 1 concept product' })
    await user.click(within(again).getByRole('combobox', { name: 'Field' }))
    await user.click(await screen.findByRole('option', { name: 'Customs price' }))
    await user.type(within(again).getByRole('textbox', { name: 'Customs price' }), '4.35')
    await user.click(within(again).getByRole('button', { name: 'Apply' }))
    expect(
      await screen.findByText('That was the last bulk edit: every selected concept product is ready'),
    ).toBeInTheDocument()
    expect(api.calls('POST')[1].body).toEqual({ ids: [2], changes: { customs_price: 435 } })
    expect(screen.getByText('0 selected')).toBeInTheDocument()
  })

  it('checks a bulk value before sending it', async () => {
    const api = fakeApi(() => [row(1, unitError)])
    const user = userEvent.setup({ delay: null })
    renderList()
    await user.click(await within(table()).findByRole('checkbox', { name: 'Select TS-1' }))
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('combobox', { name: 'Field' }))
    await user.click(await screen.findByRole('option', { name: 'EAN' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'EAN' }), '8712345678907')
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(within(dialog).getByRole('textbox', { name: 'EAN' })).toHaveAccessibleDescription(
      'This is not a valid EAN: the check digit is wrong',
    )
    expect(api.calls('POST')).toEqual([])
  })

  it('sends the selection and says how many were sent and how many failed', async () => {
    const taken = { article_number: ['products.validation.article_number_taken'] }
    let rows = [row(1), row(2)]
    const api = fakeApi(() => rows, {
      'POST /api/clients/7/concept-products/send': () => {
        rows = [row(2, taken)]
        return jsonResponse(200, { data: { succeeded: [1], failed: [{ id: 2, errors: taken }] } })
      },
    })
    const user = userEvent.setup({ delay: null })
    renderList()
    await user.click(await within(table()).findByRole('checkbox', { name: 'Select TS-1' }))
    await user.click(checkbox('TS-2'))
    await sendKeepingFailed(user, table, {
      sent: '1 concept product was sent and is in the product overview now.',
      failed: 'Select TS-2',
    })
    expect(api.calls('POST')[0].body).toEqual({ ids: [1, 2] })
  })

  it('deletes the selection in one call, only after the confirmation', async () => {
    const api = fakeApi(() => [row(1), row(2)], {
      'POST /api/clients/7/concept-products/delete': () =>
        jsonResponse(200, { data: { succeeded: [1], failed: [{ id: 2, errors: { id: ['errors.404'] } }] } }),
    })
    const user = userEvent.setup({ delay: null })
    renderList()
    await selectEveryShown(user, 'TS-2')
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete concept products' })
    expect(dialog).toHaveTextContent('Delete 2 concept products? This cannot be undone.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.calls('POST')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('1 concept product deleted.')).toBeInTheDocument()
    expect(screen.getByText('1 could not be deleted and stays selected.')).toBeInTheDocument()
    expect(api.calls('POST')).toEqual([{ url: '/api/clients/7/concept-products/delete', body: { ids: [1, 2] } }])
    expect(checkbox('TS-2')).toBeChecked()
  })

  it('lets a supplier read the list but not select, change or edit', async () => {
    authStore.setProfile(profile('Supplier'))
    fakeApi(() => [row(1, unitError)])
    renderList()
    await expectReadOnlyList(table, 'TS-1')
  })
})
