import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { MISSING } from '@/lib/format'
import { changeLines, humanise } from './change-words'

const en = i18next.getFixedT('en-GB')
const nl = i18next.getFixedT('nl-NL')

const address = (fields: object = {}) => ({
  companyName: 'Canal Tea Rooms',
  firstName: 'Daan',
  lastName: 'de Vries',
  street: 'Keizersgracht',
  houseNumber: '12',
  postalCode: '1016 DK',
  city: 'Amsterdam',
  country: 'NL',
  email: 'daan@example.com',
  address: 'Keizersgracht 12, 1016 DK Amsterdam',
  ...fields,
})

describe('the fields an entry changed', () => {
  it("name an order's new status and source in the order area's words, without a before", () => {
    expect(
      changeLines(en, {
        action: 'sales_order.created',
        recordKind: 'sales_order',
        changes: { source: { from: null, to: 'API' }, status: { from: null, to: 'Complete' } },
      }),
    ).toEqual([
      { label: 'Status', from: null, to: 'Ready to import' },
      { label: 'Source', from: null, to: 'Webshop' },
    ])
    expect(
      changeLines(nl, { action: 'sales_order.held', recordKind: 'sales_order', changes: { status: { to: 'OnHold' } } }),
    ).toEqual([{ label: 'Status', from: null, to: 'In de wacht' }])
  })

  it("list an order's edit in its form's order, each value as the order page shows it, and an address part by part", () => {
    const lines = changeLines(en, {
      action: 'sales_order.edited',
      recordKind: 'sales_order',
      changes: {
        giftWrap: { from: false, to: true },
        deliveryAddress: {
          from: address(),
          to: address({ city: 'Utrecht', country: 'BE', address: 'Keizersgracht 12, 1016 DK Utrecht' }),
        },
        shipmentCostsInclVat: { from: null, to: 695 },
        paymentMethod: { from: 'IDeal', to: 'Invoice' },
        reference: { from: '', to: 'Webshop 88123' },
        orderDate: { from: '2026-03-02', to: '2026-03-04' },
      },
    })
    expect(lines).toEqual([
      { label: 'Order date', from: '2 Mar 2026', to: '4 Mar 2026' },
      { label: 'Reference', from: MISSING, to: 'Webshop 88123' },
      { label: 'Payment method', from: 'iDEAL', to: 'Invoice' },
      { label: 'Shipment costs incl. VAT', from: MISSING, to: '€6.95' },
      { label: 'Delivery address, City', from: 'Amsterdam', to: 'Utrecht' },
      { label: 'Delivery address, Country', from: 'Netherlands (NL)', to: 'Belgium (BE)' },
      // A field this screen has no label for reads as its name.
      { label: 'Gift wrap', from: 'No', to: 'Yes' },
    ])
  })

  it("say a delivery's unit load, container length and pallets in the delivery form's words", () => {
    expect(
      changeLines(en, {
        action: 'delivery.edited',
        recordKind: 'delivery',
        changes: {
          numberOfPallets: { from: null, to: 3 },
          containerLength: { from: '40ft', to: '' },
          unitLoad: { from: 'Container', to: 'Pallet' },
          plannedDate: { from: '2026-12-01', to: '2026-12-03' },
        },
      }),
    ).toEqual([
      { label: 'Planned date', from: '1 Dec 2026', to: '3 Dec 2026' },
      { label: 'Unit load', from: 'Container', to: 'Pallet' },
      { label: 'Container length', from: '40 ft', to: MISSING },
      { label: 'Number of pallets', from: MISSING, to: '3' },
    ])
    expect(
      changeLines(nl, { action: 'delivery.received', recordKind: 'delivery', changes: { status: { to: 'Received' } } }),
    ).toEqual([{ label: 'Status', from: null, to: 'Ontvangen' }])
  })

  it("name a new user's level in words and their accounts by name where the reader knows them", () => {
    expect(
      changeLines(
        en,
        {
          action: 'user.created',
          recordKind: 'user',
          changes: {
            canSeeTranslatorOrders: { from: false, to: true },
            clientIds: { from: null, to: [7, 9] },
            level: { from: '', to: 'Provider' },
            name: { from: '', to: 'Noor Bakker' },
          },
        },
        { accounts: new Map([[7, 'Tulip Webshop B.V.']]) },
      ),
    ).toEqual([
      { label: 'Name', from: null, to: 'Noor Bakker' },
      { label: 'Level', from: null, to: 'Provider employee' },
      { label: 'Accounts', from: null, to: 'Tulip Webshop B.V., #9' },
      { label: 'Can see orders from the translator', from: null, to: 'Yes' },
    ])
  })

  it("show an account's handling costs as money, and in Dutch", () => {
    expect(
      changeLines(nl, {
        action: 'account.edited',
        recordKind: 'account',
        changes: { handlingCosts: { from: 250, to: null }, maxDeliveryLines: { from: 500, to: 1000 } },
      }),
    ).toEqual([
      { label: 'Handlingkosten', from: '€2.50', to: MISSING },
      { label: 'Regels per levering (maximaal)', from: '500', to: '1,000' },
    ])
  })

  it('humanise a name of the API', () => {
    expect(humanise('shipmentCostsInclVat')).toBe('Shipment costs incl vat')
    expect(humanise('login_policy.edited')).toBe('Login policy edited')
  })
})
