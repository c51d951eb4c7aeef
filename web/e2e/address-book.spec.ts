import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login } from './support/auth'
import { dismissSnackbar } from './support/concepts'
import { apiLogin, uniquePrefix } from './support/products'
import { shot } from './support/shots'
import { en, text, type Locale } from './support/texts'

/** The address book form's controls, by the group they are in and their labels (asterisks are not part of names). */
function addressForm(page: Page, locale: Locale = 'en-GB') {
  const t = (key: string) => text(key, {}, locale)
  const group = (part: 'delivery' | 'invoice') => page.getByRole('group', { name: t(`addresses.${part}`), exact: true })
  return {
    text: (part: 'delivery' | 'invoice', field: string) =>
      group(part).getByRole('textbox', { name: t(`addresses.fields.${field}`), exact: true }),
    useDeliveryAsInvoiceAddress: page.getByRole('switch', {
      name: t('addressBook.fields.useDeliveryAsInvoiceAddress'),
      exact: true,
    }),
    save: page.getByRole('button', { name: t('common.buttons.save'), exact: true }),
  }
}

/** The address book list: its search and a row by company name. */
function addressList(page: Page, locale: Locale = 'en-GB') {
  const table = page.getByRole('table', { name: text('addressBook.tableLabel', {}, locale) })
  return {
    table,
    search: page.getByRole('searchbox', { name: text('common.labels.search', {}, locale) }),
    row: (company: string) =>
      table.getByRole('row').filter({ has: page.getByRole('link', { name: company, exact: true }) }),
  }
}

test('a client adds an address, fixes its postal code, finds, edits and deletes it', async ({ browser }) => {
  test.setTimeout(90_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, DEMO.client)
  const company = `Keukenhof ${uniquePrefix('AB')}`

  // From the menu: Sales orders, Address book.
  const menu = page.getByRole('navigation', { name: en('menu.label') })
  await menu.getByRole('button', { name: en('menu.salesOrders.title'), exact: true }).click()
  await menu.getByRole('link', { name: en('menu.salesOrders.addressBook'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: en('routes.addressBook.index.title') })).toBeVisible()
  // The check is of the page as it shows, not of the menu entry under the pointer (its hover colours are the shell's).
  await page.mouse.move(0, 0)
  await expectNoSeriousA11yViolations(page, 'address book')

  // A new address with a postal code the Netherlands does not have: the API's error shows at the field.
  await page.getByRole('link', { name: en('addressBook.add'), exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: en('routes.addressBookAddress.create.title') }),
  ).toBeVisible()
  const form = addressForm(page)
  await expect(form.useDeliveryAsInvoiceAddress).toBeChecked()
  await form.text('delivery', 'companyName').fill(company)
  await form.text('delivery', 'firstName').fill('Anna')
  await form.text('delivery', 'lastName').fill('de Boer')
  await form.text('delivery', 'postalCode').fill('2161')
  await form.text('delivery', 'houseNumber').fill('3')
  await form.text('delivery', 'street').fill('Stationsweg')
  await form.text('delivery', 'city').fill('Lisse')
  await form.text('delivery', 'email').fill('anna@keukenhof.example.com')
  await form.save.click()
  await expect(page.getByRole('alert').filter({ hasText: en('errors.422') })).toBeVisible()
  await expect(form.text('delivery', 'postalCode')).toHaveAccessibleDescription(
    en('validation.postal_code_format', { 0: '1234 AB' }),
  )
  await shot(page, 'address-form-error-en')
  await expectNoSeriousA11yViolations(page, 'add address with a postal code error')

  // Fixed: saved, and back in the list.
  await form.text('delivery', 'postalCode').fill('2161az')
  await form.save.click()
  await expect(page).toHaveURL((url) => url.pathname === '/addressbook')
  await dismissSnackbar(page, en('addressBook.saved'))

  // Found by part of the company name, normalised and 'Ready to save'.
  const list = addressList(page)
  await list.search.fill(company.slice(-8).toLowerCase())
  await expect(list.table.locator('tbody tr.mantine-datatable-row')).toHaveCount(1)
  const row = list.row(company)
  await expect(row.getByText('Stationsweg 3, 2161 AZ Lisse, NL', { exact: true })).toBeVisible()
  await expect(row.getByText(en('addressBook.status.ready_to_save'), { exact: true })).toBeVisible()
  await shot(page, 'address-book-en')
  await expectNoSeriousA11yViolations(page, 'address book with a search')

  // Edited: another city and a separate invoice address.
  await row.getByRole('link', { name: en('addressBook.editAction', { name: company }), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: en('routes.addressBookAddress.edit.title') })).toBeVisible()
  await expect(form.text('delivery', 'postalCode')).toHaveValue('2161 AZ')
  await form.text('delivery', 'city').fill('Hillegom')
  await form.useDeliveryAsInvoiceAddress.uncheck()
  await form.text('invoice', 'companyName').fill(`${company} Holding`)
  await form.text('invoice', 'postalCode').fill('1012 JS')
  await form.text('invoice', 'houseNumber').fill('1')
  await form.text('invoice', 'street').fill('Dam')
  await form.text('invoice', 'city').fill('Amsterdam')
  await shot(page, 'address-form-en')
  await expectNoSeriousA11yViolations(page, 'edit address')
  await form.save.click()
  await expect(page).toHaveURL((url) => url.pathname === '/addressbook')
  await dismissSnackbar(page, en('addressBook.saved'))
  await expect(list.row(company).getByText('Stationsweg 3, 2161 AZ Hillegom, NL', { exact: true })).toBeVisible()

  // Deleted after confirming.
  await list
    .row(company)
    .getByRole('button', { name: en('addressBook.delete.action', { name: company }) })
    .click()
  const dialog = page.getByRole('dialog', { name: en('addressBook.delete.title') })
  await expect(dialog.getByText(en('addressBook.delete.body', { name: company }))).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'delete address confirmation')
  await dialog.getByRole('button', { name: en('common.buttons.delete'), exact: true }).click()
  await dismissSnackbar(page, en('addressBook.deleted', { name: company }))
  await expect(list.row(company)).toHaveCount(0)
  await list.search.fill(company)
  await expect(page.getByText(en('addressBook.noMatches'), { exact: true })).toBeVisible()
  await context.close()
})

/** Adds an address through the API as a webshop would, in the user's current account. */
async function createAddress(request: APIRequestContext, email: string, company: string): Promise<number> {
  const session = await apiLogin(request, email)
  const response = await request.post(`/api/clients/${session.clientId}/address-book`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      delivery_address: {
        company_name: company,
        last_name: 'Jansen',
        country: 'BE',
        postal_code: '1000',
        street: 'Grote Markt 7',
        city: 'Brussel',
      },
      use_delivery_as_invoice_address: true,
      vat_number: 'BE0123456789',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}

test('the address book and its form in Dutch', async ({ browser, request }) => {
  const company = `Tulpen ${uniquePrefix('NL')}`
  await createAddress(request, DEMO.client, company)
  const context = await browser.newContext({ locale: 'nl-NL' })
  const page = await context.newPage()
  await login(page, DEMO.client, undefined, 'nl-NL')
  await page.goto(`/addressbook?q=${encodeURIComponent(company)}`)
  const nl = (key: string, values?: Record<string, string | number>) => text(key, values, 'nl-NL')
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.addressBook.index.title') })).toBeVisible()
  const row = addressList(page, 'nl-NL').row(company)
  await expect(row.getByText(nl('addressBook.status.ready_to_save'), { exact: true })).toBeVisible()
  await shot(page, 'address-book-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch address book')

  await row.getByRole('link', { name: company, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: nl('routes.addressBookAddress.edit.title') })).toBeVisible()
  await expect(addressForm(page, 'nl-NL').text('delivery', 'postalCode')).toHaveValue('1000')
  await expect(page.getByRole('textbox', { name: nl('addressBook.fields.vatNumber') })).toHaveValue('BE0123456789')
  await shot(page, 'address-form-nl')
  await expectNoSeriousA11yViolations(page, 'Dutch address form')
  await context.close()
})
