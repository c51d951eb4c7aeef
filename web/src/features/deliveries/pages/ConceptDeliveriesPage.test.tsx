import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { conceptListPage, deleteAfterConfirming, expectReadOnlyList, sendKeepingFailed } from '@/test/concept-list'
import ConceptDeliveriesPage from './ConceptDeliveriesPage'
import { tulipUser as profile } from '@/test/profile'

const row = (id: number, errors: Record<string, string[]> = {}, sendAfter: string | null = null) => ({
  id,
  reference: `PO ${id}`,
  planned_date: '2026-12-01',
  unit_load: 'Pallet',
  line_count: 3,
  original_source: 'DET',
  has_errors: Object.keys(errors).length > 0,
  errors,
  client_name: 'Tulip Webshop B.V.',
  created_at: '2026-11-22T09:30:00Z',
  send_after: sendAfter,
  send_failed_at: null,
})

const palletsMissing = { number_of_pallets: ['validation.required'] }
const lineError = { 'lines.1.article_number': ['deliveries.validation.product_unknown'] }

const { renderList, fakeApi, table, rowOf, selectEveryShown } = conceptListPage(ConceptDeliveriesPage, {
  path: '/delivery/concept',
  listCall: '/api/clients/7/concept-deliveries',
  tableName: 'Concept deliveries',
  selectAll: 'Select every concept delivery shown',
  level: 'Supplier',
})

describe('ConceptDeliveriesPage', { timeout: 60_000 }, () => {
  it("lists the concept deliveries with a delivery's columns, their flag, and a line's error on request", async () => {
    const api = fakeApi(() => [row(1), row(2, lineError)])
    renderList('/delivery/concept?q=po&has_errors=1')
    await within(table()).findByText('PO 1')
    expect(api.calls('GET')[0].url).toBe('/api/clients/7/concept-deliveries?q=po&has_errors=1')
    for (const text of ['Ready', '1 Dec 2026', 'Pallet', '3', '22 Nov 2026, 10:30']) {
      expect(within(rowOf('PO 1')).getByText(text)).toBeInTheDocument()
    }
    expect(within(rowOf('PO 1')).getByRole('link', { name: 'Edit delivery PO 1' })).toHaveAttribute(
      'href',
      '/delivery/1/edit',
    )
    expect(screen.getByRole('status')).toHaveTextContent('2 concept deliveries')
    await userEvent.setup().click(within(rowOf('PO 2')).getByRole('button', { name: 'Show errors' }))
    expect(await screen.findByRole('list', { name: 'Errors of delivery PO 2' })).toHaveTextContent(
      'Line 2, Product: Product unknown, please inform the provider',
    )
  })

  it('says imported concepts are sent automatically, shows when each will go, and offers the import', async () => {
    fakeApi(() => [{ ...row(1, {}, '2026-11-22T09:44:30Z'), original_source: 'IMPORT' }, row(2)])
    renderList()
    await within(table()).findByText('PO 1')
    expect(
      screen.getByText(
        'Concept deliveries are sent automatically within 15 minutes after import if they are error-free',
      ),
    ).toBeVisible()
    expect(within(table()).getByRole('columnheader', { name: 'Sent automatically' })).toBeInTheDocument()
    expect(within(rowOf('PO 1')).getByText('22 Nov 2026, 10:44')).toBeInTheDocument()
    expect(within(rowOf('PO 2')).queryByText(/10:44/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/delivery/import-guide')
  })

  it('says when the automatic send of a concept failed, so that a person sends it by hand', async () => {
    fakeApi(() => [{ ...row(1), original_source: 'IMPORT', send_failed_at: '2026-11-22T09:45:00Z' }, row(2)])
    renderList()
    await within(table()).findByText('PO 1')
    expect(within(rowOf('PO 1')).getByText('Automatic send failed: select it and send it by hand')).toBeVisible()
    expect(within(rowOf('PO 2')).queryByText(/Automatic send failed/)).not.toBeInTheDocument()
  })

  it("bulk edits the unit load, then the number of pallets the failed ones miss, ending with the 'last bulk' message", async () => {
    let rows = [row(1), row(2)]
    const api = fakeApi(() => rows, {
      'POST /api/clients/7/concept-deliveries/bulk': () => {
        const last = api.calls('POST').length === 2
        rows = last ? [row(1), row(2)] : [row(1, palletsMissing), row(2, palletsMissing)]
        return last
          ? { data: { succeeded: [1, 2], failed: [] } }
          : { data: { succeeded: [], failed: rows.map(({ id }) => ({ id, errors: palletsMissing })) } }
      },
    })
    const user = userEvent.setup({ delay: null })
    renderList()
    await selectEveryShown(user, 'PO 2')

    await user.click(screen.getByRole('button', { name: 'Bulk edit' }))
    let dialog = await screen.findByRole('dialog', { name: 'Bulk edit 2 concept deliveries' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Field' }))
    // The reference is each delivery's own.
    expect(screen.queryByRole('option', { name: 'Reference' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('option', { name: 'Unit load' }))
    await user.click(within(dialog).getByRole('combobox', { name: /^Unit load/ }))
    await user.click(await screen.findByRole('option', { name: 'Pallet' }))
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('2 still have errors and stay selected for another bulk edit.')).toBeInTheDocument()
    expect(api.calls('POST')[0].body).toEqual({ ids: [1, 2], changes: { unit_load: 'Pallet' } })

    await user.click(screen.getByRole('button', { name: 'Bulk edit' }))
    dialog = await screen.findByRole('dialog', { name: 'Bulk edit 2 concept deliveries' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Field' }))
    await user.click(await screen.findByRole('option', { name: 'Number of pallets' }))
    await user.type(within(dialog).getByRole('textbox', { name: /^Number of pallets/ }), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(
      await screen.findByText('That was the last bulk edit: every selected concept delivery is ready'),
    ).toBeInTheDocument()
    // The info goes with its unit load.
    expect(api.calls('POST')[1].body).toEqual({ ids: [1, 2], changes: { unit_load: 'Pallet', number_of_pallets: 3 } })
  })

  it('bulk sends the selection: says how many were sent and failed, and keeps the failed one selected', async () => {
    let rows = [row(1), row(2), row(3)]
    const api = fakeApi(() => rows, {
      'POST /api/clients/7/concept-deliveries/send': () => {
        rows = [row(2, lineError)]
        return { data: { succeeded: [1, 3], failed: [{ id: 2, errors: lineError }] } }
      },
    })
    const user = userEvent.setup({ delay: null })
    renderList()
    await selectEveryShown(user, 'PO 3')
    await sendKeepingFailed(user, table, {
      sent: '2 concept deliveries were sent and are in the delivery overview now.',
      failed: 'Select delivery PO 2',
    })
    expect(api.calls('POST')[0].body).toEqual({ ids: [1, 2, 3] })
  })

  it('deletes the selected concept deliveries after confirming', async () => {
    let rows = [row(1), row(2)]
    const api = fakeApi(() => rows, {
      'POST /api/clients/7/concept-deliveries/delete': () => {
        rows = [row(2)]
        return { data: { succeeded: [1], failed: [] } }
      },
    })
    renderList()
    await deleteAfterConfirming(userEvent.setup({ delay: null }), table, {
      select: 'Select delivery PO 1',
      dialog: 'Delete concept deliveries',
      question: 'Delete 1 concept delivery? This cannot be undone.',
      deleted: '1 concept delivery deleted.',
    })
    expect(api.calls('POST')[0].body).toEqual({ ids: [1] })
  })

  it('is read-only for a level that may only see deliveries', async () => {
    authStore.setProfile(profile('Exit'))
    fakeApi(() => [row(1)])
    renderList()
    await expectReadOnlyList(table, 'PO 1')
    // Nor a new one.
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
