import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse, renderWithFeedback } from '@/test/render'
import { AccountsSection } from './AccountsSection'

// The accounts as the API answers them (snake_case).
const tulip = {
  id: 7,
  name: 'Tulip Webshop B.V.',
  code: 'TULIP',
  default_shipping_method: 'PostNL',
  handling_costs: 250,
  max_delivery_lines: 500,
  contact_email: 'operations@tulip.example.com',
}
const polder = {
  id: 9,
  name: 'Polder Design Co.',
  code: null,
  default_shipping_method: '',
  handling_costs: null,
  max_delivery_lines: 1200,
  contact_email: '',
}
const dune = {
  id: 12,
  name: 'Dune Goods B.V.',
  code: 'DUNE',
  default_shipping_method: 'DHL',
  handling_costs: 195,
  max_delivery_lines: 500,
  contact_email: 'operations@dune.example.com',
}

const ref = ({ id, name }: { id: number; name: string }) => ({ id, name })
const admin = (accounts: { id: number; name: string }[]) =>
  ({ id: 1, name: 'Anna', level: 'Administrator', client: null, clients: accounts.map(ref) }) as unknown as Profile

/** Answers the list with each of `lists` in turn, the last one from then on. */
const listing = (...lists: object[][]) => {
  let call = 0
  return () => ({ data: lists[Math.min(call++, lists.length - 1)] })
}

beforeEach(() => authStore.setProfile(admin([polder, tulip])))
afterEach(() => vi.unstubAllGlobals())

const renderSection = () => renderWithFeedback(AccountsSection)
const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement
const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('textbox', { name: label })

describe('AccountsSection', () => {
  it('lists every account with its settings', async () => {
    fakeApi({ 'GET /api/clients': { data: [polder, tulip] } })
    renderSection()
    const tulipRow = await row('Tulip Webshop B.V.')
    for (const cell of ['TULIP', 'PostNL', '€2.50', '500', 'operations@tulip.example.com']) {
      expect(within(tulipRow).getByRole('cell', { name: cell })).toBeInTheDocument()
    }
    const polderRow = await row('Polder Design Co.')
    expect(within(polderRow).getByRole('cell', { name: 'Not agreed' })).toBeInTheDocument()
    expect(within(polderRow).getByRole('cell', { name: '1,200' })).toBeInTheDocument()
    expect(within(polderRow).getAllByRole('cell', { name: '—' })).toHaveLength(3)
  })

  it('creates an account: the euros typed go as cents, the code in capitals; the list and the profile follow', async () => {
    const api = fakeApi({
      'GET /api/clients': listing([polder, tulip], [dune, polder, tulip]),
      'POST /api/clients': () => jsonResponse(201, { data: dune }),
      'GET /api/profile': () => ({ data: admin([dune, polder, tulip]) }),
    })
    const user = userEvent.setup()
    renderSection()
    await row('Tulip Webshop B.V.')

    await user.click(screen.getByRole('button', { name: 'New account' }))
    const dialog = await screen.findByRole('dialog', { name: 'New account' })
    expect(field(dialog, /^Lines per delivery/)).toHaveValue('500')
    await user.type(field(dialog, /^Name/), 'Dune Goods B.V.')
    await user.type(field(dialog, /^Account code/), 'dune')
    await user.type(field(dialog, /^Default shipping method/), 'DHL')
    await user.type(field(dialog, /^Handling costs/), '1.95')
    await user.type(field(dialog, /^Contact email/), 'operations@dune.example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('The account "Dune Goods B.V." is created')).toBeInTheDocument()
    expect(api.calls('POST')).toEqual([
      {
        url: '/api/clients',
        body: {
          name: 'Dune Goods B.V.',
          code: 'DUNE',
          default_shipping_method: 'DHL',
          handling_costs: 195,
          max_delivery_lines: 500,
          contact_email: 'operations@dune.example.com',
        },
      },
    ])
    const duneRow = await row('Dune Goods B.V.')
    expect(within(duneRow).getByRole('cell', { name: '€1.95' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The account selector offers the new account without a reload.
    await waitFor(() => expect(authStore.get().profile?.clients.map(({ name }) => name)).toContain('Dune Goods B.V.'))
  })

  it('edits an account in the form filled with its settings; emptied handling costs are none agreed', async () => {
    const api = fakeApi({
      'GET /api/clients': listing([polder, tulip], [polder, { ...tulip, handling_costs: null }]),
      'PUT /api/clients/7': () => jsonResponse(200, { data: { ...tulip, handling_costs: null } }),
      'GET /api/profile': () => ({ data: admin([polder, tulip]) }),
    })
    const user = userEvent.setup()
    renderSection()

    await user.click(
      within(await row('Tulip Webshop B.V.')).getByRole('button', { name: 'Edit the account Tulip Webshop B.V.' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit the account Tulip Webshop B.V.' })
    expect(field(dialog, /^Name/)).toHaveValue('Tulip Webshop B.V.')
    expect(field(dialog, /^Account code/)).toHaveValue('TULIP')
    expect(field(dialog, /^Handling costs/)).toHaveValue('2.5')
    await user.clear(field(dialog, /^Handling costs/))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('The account "Tulip Webshop B.V." is saved')).toBeInTheDocument()
    expect(api.calls('PUT')).toEqual([
      { url: '/api/clients/7', body: expect.objectContaining({ code: 'TULIP', handling_costs: null }) },
    ])
    expect(within(await row('Tulip Webshop B.V.')).getByRole('cell', { name: 'Not agreed' })).toBeInTheDocument()
  })

  it("shows the API's refusal at its field and keeps the form open", async () => {
    fakeApi({
      'GET /api/clients': { data: [tulip] },
      'POST /api/clients': () =>
        jsonResponse(422, {
          message: 'errors.422',
          errors: { code: ['clients.validation.code_taken'], name: ['clients.validation.name_taken'] },
        }),
    })
    const user = userEvent.setup()
    renderSection()
    await row('Tulip Webshop B.V.')
    await user.click(screen.getByRole('button', { name: 'New account' }))
    const dialog = await screen.findByRole('dialog', { name: 'New account' })
    await user.type(field(dialog, /^Name/), 'Tulip Webshop B.V.')
    await user.type(field(dialog, /^Account code/), 'TULIP')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/You have not filled in all fields correctly/)
    expect(field(dialog, /^Name/)).toHaveAccessibleDescription(
      expect.stringContaining('Another account already has this name'),
    )
    expect(field(dialog, /^Account code/)).toHaveAccessibleDescription(
      expect.stringContaining('Another account already has this code'),
    )
    expect(field(dialog, /^Name/)).toHaveFocus()
  })

  it('checks the fields before sending anything', async () => {
    const api = fakeApi({ 'GET /api/clients': { data: [tulip] } })
    const user = userEvent.setup()
    renderSection()
    await row('Tulip Webshop B.V.')
    await user.click(screen.getByRole('button', { name: 'New account' }))
    const dialog = await screen.findByRole('dialog', { name: 'New account' })
    await user.type(field(dialog, /^Name/), 'Dune Goods B.V.')
    await user.type(field(dialog, /^Account code/), '1DUNE')
    await user.type(field(dialog, /^Handling costs/), '2.505')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(
      await within(dialog).findByText('Use 2 to 10 capitals and digits, beginning with a capital, such as TULIP'),
    ).toBeVisible()
    expect(field(dialog, /^Handling costs/)).toHaveAccessibleDescription(expect.stringContaining('at most 2 decimals'))
    expect(api.calls('POST')).toEqual([])
  })
})
