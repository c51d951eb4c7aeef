import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, login, TULIP } from './support/auth'
import { serverSettings } from './support/env'
import { cutUsualCodes, expectActionInView, header, seenWhole, truncatedLabels, visibleBox } from './support/layout'
import { createLongRecords, type LongRecords } from './support/long-values'
import { apiLogin } from './support/products'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'

// The screens people work in, at a laptop's 1280x800 and a phone's 390x844, in both languages: at
// 1280 px the columns a person came for are in view without scrolling sideways, no title or badge is
// cut off, the actions are in view, and axe finds nothing serious. The demo data fills the lists, and
// on top of it records whose texts are as long as their fields allow, unbroken: they, not whatever
// other journeys left, are what would push a column out of view. A cut value is whole in its title.

let long: LongRecords

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: serverSettings().baseURL })
  long = await createLongRecords(request, await apiLogin(request, DEMO.client))
  await request.dispose()
})

const SIZES = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

interface Screen {
  name: string
  /** Opens the screen (logged in as the demo client) and waits until its table has rows. */
  open: (page: Page) => Promise<void>
  /** The table's accessible name and the titles of its key columns, as text keys. */
  table: string
  keyColumns: string[]
  /** A control that must be in view, as a locator on the page. */
  action?: (page: Page, t: Translate) => Locator
  /** The long record's value that the screen shows, cut or whole: the value in full is its title. */
  longValue?: () => string
}

type Translate = (key: string, values?: Record<string, string | number>) => string

const rowsOf = (page: Page) => page.locator('main table tbody tr')

/** Opens a list and then the record of its first row. */
async function openFirstRecord(page: Page, listPath: string): Promise<void> {
  await page.goto(listPath)
  await rowsOf(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/client\/\d+\//)
}

const SCREENS: Screen[] = [
  {
    name: 'order overview',
    open: (page) => page.goto('/sales-order').then(() => undefined),
    table: 'salesOrderOverview.tableLabel',
    keyColumns: ['orderNumber', 'orderDate', 'reference', 'customerName', 'country', 'status', 'tracking'].map(
      (column) => `salesOrderOverview.columns.${column}`,
    ),
    action: (page, t) => page.getByRole('button', { name: t('common.buttons.export') }),
    longValue: () => long.order.orderNumber,
  },
  {
    name: 'order page',
    open: (page) => page.goto(`/client/${TULIP.id}/sales-order/${long.order.id}`).then(() => undefined),
    table: 'salesOrderPage.sections.lines',
    keyColumns: [
      'lineNumber',
      'articleNumber',
      'name',
      'quantity',
      'quantityDelivered',
      'unit',
      'priceExclVat',
      'priceInclVat',
      'vat',
      'discountPercentage',
      'amountExclVat',
    ].map((column) => `salesOrderPage.lines.${column}`),
    longValue: () => long.name,
  },
  {
    name: 'product overview',
    open: (page) => page.goto('/product').then(() => undefined),
    table: 'productOverview.tableLabel',
    keyColumns: [
      'articleNumber',
      'name',
      'totalStock',
      'availableStock',
      'onHoldStock',
      'inTransitStock',
      'inboundStock',
      'stockAlert',
    ].map((column) => `products.fields.${column}`),
    longValue: () => long.articleNumber,
  },
  {
    name: 'product page',
    // The long product, received in a lot as long as its field allows.
    open: (page) => openFirstRecord(page, `/product?q=${long.articleNumber}`),
    table: 'productOverview.movementsTitle',
    keyColumns: ['occurredAt', 'movementType', 'reference', 'lotNumber', 'bestBefore', 'batchStatus', 'quantity'].map(
      (column) => `products.fields.${column}`,
    ),
    longValue: () => long.lotNumber,
  },
  {
    name: 'delivery overview',
    open: (page) => page.goto('/delivery/delivery-overview').then(() => undefined),
    table: 'deliveryOverview.tableLabel',
    keyColumns: [
      ...['reference', 'plannedDate', 'unitLoad', 'status', 'enteredBy', 'inGoodsReceiptAreaAt'].map(
        (column) => `deliveryOverview.columns.${column}`,
      ),
      'common.labels.actions',
    ],
    // The demo's announced deliveries may still be edited.
    action: (page, t) => page.getByRole('link', { name: t('deliveryOverview.editRow', { reference: 'TUL-IN-101' }) }),
    longValue: () => long.deliveryReference,
  },
  {
    name: 'inbound overview',
    open: (page) => page.goto('/delivery/overview').then(() => undefined),
    table: 'inboundOverview.tableLabel',
    keyColumns: [
      'reference',
      'receiptDate',
      'productCode',
      'productName',
      'lotNumber',
      'bestBeforeDate',
      'announcedQuantity',
      'receivedQuantity',
      'tradeUnit',
    ].map((column) => `inboundOverview.columns.${column}`),
    longValue: () => long.lotNumber,
  },
  {
    name: 'return overview',
    open: (page) => page.goto('/returns/overview').then(() => undefined),
    table: 'returnOverview.tableLabel',
    keyColumns: [
      'receiptDate',
      'productCode',
      'productName',
      'stockStatus',
      'receivedQuantity',
      'unit',
      'orderNumber',
      'reasonOfReturn',
    ].map((column) => `returnOverview.columns.${column}`),
    longValue: () => long.returnReason,
  },
  {
    // The current month, which holds the long product: received and returned today.
    name: 'stock month report',
    open: (page) => page.goto('/stock/logfin').then(() => undefined),
    table: 'stockMonthReport.tableLabel',
    keyColumns: [
      'articleNumber',
      'productName',
      'initialStockMonth',
      'salesOrdersDelivered',
      'receivedAndReturns',
      'correction',
      'initialStockNextMonth',
      'revenueCode',
    ].map((column) => `stockMonthReport.columns.${column}`),
    action: (page, t) => page.getByRole('button', { name: t('common.buttons.export') }),
    longValue: () => long.name,
  },
  {
    name: 'concept products list',
    open: (page) => page.goto('/product/concept').then(() => undefined),
    table: 'conceptProducts.list.tableLabel',
    keyColumns: [
      'conceptProducts.list.flagFilter',
      'products.fields.articleNumber',
      'products.fields.name',
      'products.fields.productType',
      'conceptProducts.list.stock',
      'products.fields.createdAt',
    ],
    action: (page, t) =>
      page.getByRole('link', {
        name: t('conceptProducts.list.editRow', { articleNumber: long.concept.articleNumber }),
      }),
    longValue: () => long.concept.articleNumber,
  },
  {
    name: 'concept orders list',
    open: (page) => page.goto('/sales-order/concept').then(() => undefined),
    table: 'conceptSalesOrders.list.tableLabel',
    keyColumns: [
      'conceptSalesOrders.list.flagFilter',
      'salesOrderForm.fields.orderNumber',
      'salesOrderForm.fields.reference',
      'conceptSalesOrders.list.customerName',
      'conceptSalesOrders.list.lineCount',
      'conceptSalesOrders.list.createdAt',
    ],
    action: (page, t) =>
      page.getByRole('link', {
        name: t('conceptSalesOrders.list.editRow', { orderNumber: long.concept.orderNumber }),
      }),
    longValue: () => long.concept.orderNumber,
  },
  {
    name: 'concept deliveries list',
    open: (page) => page.goto('/delivery/concept').then(() => undefined),
    table: 'conceptDeliveries.list.tableLabel',
    keyColumns: [
      'conceptDeliveries.list.flagFilter',
      'deliveryForm.fields.reference',
      'deliveryForm.fields.plannedDate',
      'deliveryForm.fields.unitLoad',
      'conceptDeliveries.list.lineCount',
      'conceptDeliveries.list.createdAt',
    ],
    action: (page, t) =>
      page.getByRole('link', {
        name: t('conceptDeliveries.list.editRow', { name: long.concept.deliveryReference }),
      }),
    longValue: () => long.concept.deliveryReference,
  },
  {
    name: 'address book',
    open: (page) => page.goto('/addressbook').then(() => undefined),
    table: 'addressBook.tableLabel',
    keyColumns: [
      ...['name', 'address', 'email', 'status'].map((column) => `addressBook.fields.${column}`),
      'common.labels.actions',
    ],
    action: (page, t) =>
      page.getByRole('link', { name: t('addressBook.editAction', { name: long.addressCompanyName }) }),
    longValue: () => long.addressCompanyName,
  },
  {
    name: 'API keys in settings',
    open: (page) => page.goto('/settings').then(() => undefined),
    table: 'settings.apiKeys.title',
    keyColumns: [
      ...['name', 'key', 'createdBy', 'created', 'lastUsed'].map((column) => `settings.keys.${column}`),
      'common.labels.actions',
    ],
    longValue: () => long.apiKeyName,
  },
]

for (const locale of ['en-GB', 'nl-NL'] as const satisfies Locale[]) {
  const t: Translate = (key, values) => text(key, values, locale)
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`${size} (${viewport.width}x${viewport.height}), ${locale}`, () => {
      test.use({ viewport, locale })

      for (const screen of SCREENS) {
        test(`the ${screen.name} shows its key columns, labels whole and its actions`, async ({ page }) => {
          // Axe over a full table takes its time on a busy machine.
          test.slow()
          await login(page, DEMO.client, undefined, locale)
          await screen.open(page)
          await expect(rowsOf(page).first()).toBeVisible()
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          if (screen.longValue)
            await expect(page.locator('main').getByTitle(screen.longValue(), { exact: true }).first()).toBeVisible()

          if (screen.table && size === 'laptop') {
            const table = page.getByRole('table', { name: t(screen.table) })
            const box = await visibleBox(table)
            for (const key of screen.keyColumns) {
              const cell = await header(table, t(key)).boundingBox()
              expect(cell, `the column '${t(key)}'`).not.toBeNull()
              expect(cell!.x, `'${t(key)}' starts in view`).toBeGreaterThanOrEqual(box.left - 1)
              expect(cell!.x + cell!.width, `'${t(key)}' ends in view`).toBeLessThanOrEqual(box.right + 1)
              expect(await seenWhole(header(table, t(key))), `'${t(key)}' is not under a pinned column`).toBe(true)
            }
          }
          // On a phone a list's titles stay on one line, so its header row is low.
          if (size === 'phone') {
            // Read at once in the page: a table still loading may replace its header between two calls.
            const heights = await page
              .locator('main .mantine-datatable-header tr')
              .evaluateAll((rows) =>
                rows.map((row) => row.getBoundingClientRect().height).filter((height) => height > 0),
              )
            for (const height of heights) expect(height, 'the header row is one line high').toBeLessThanOrEqual(48)
          }
          // No page scrolls sideways as a whole, at either size.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
          expect(await truncatedLabels(page)).toEqual([])
          expect(await cutUsualCodes(page), 'codes of a usual length are whole').toEqual([])
          if (screen.action) await expectActionInView(screen.action(page, t))

          await expectNoSeriousA11yViolations(page, `${screen.name} ${size} ${locale}`)
          await shot(page, `screens-${screen.name.replace(' ', '-')}-${size}-${locale}`)
        })
      }

      test('a short list ends at its last row, without an empty band under it', async ({ page }) => {
        await login(page, DEMO.client, undefined, locale)
        await page.goto('/sales-order?q=TUL01001')
        const table = page.getByRole('table', { name: t('salesOrderOverview.tableLabel') })
        await expect(table.locator('tbody tr')).toHaveCount(1)
        const band = await table.evaluate((element) => {
          const rows = element.querySelectorAll('tbody tr')
          const lastRow = rows[rows.length - 1].getBoundingClientRect()
          const scrollArea = (element.closest('.mantine-datatable-scroll-area') ?? element).getBoundingClientRect()
          return scrollArea.bottom - lastRow.bottom
        })
        expect(band).toBeLessThanOrEqual(2)
      })

      test('a focused input shows a focus ring', async ({ page }) => {
        await login(page, DEMO.client, undefined, locale)
        await page.goto('/sales-order')
        const search = page.getByRole('searchbox', { name: t('common.labels.search') })
        await search.focus()
        await expect(search).toHaveCSS('outline-style', 'solid')
        await expect(search).toHaveCSS('outline-width', '2px')
      })
    })
  }

  test.describe(`phone (390x844), ${locale}`, () => {
    test.use({ viewport: SIZES.phone, locale })

    test("the order overview folds its filters behind 'Filters' with their count, so the list starts on the first screen", async ({
      page,
    }) => {
      await login(page, DEMO.client, undefined, locale)
      await page.goto('/sales-order?status=Shipped&date_from=2026-01-01')
      const toggle = page.getByRole('button', { name: t('common.filters.toggle_other', { count: 2 }) })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      const status = page.getByRole('combobox', { name: t('salesOrderOverview.filters.status'), exact: true })
      await expect(status).toBeHidden()
      await expect(rowsOf(page).first()).toBeInViewport()

      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(status).toBeVisible()
      await expectNoSeriousA11yViolations(page, `order overview filters unfolded ${locale}`)
      await shot(page, `screens-order-filters-phone-${locale}`)
    })

    test('the delivery overview keeps its actions in view in at most a third of the width', async ({ page }) => {
      await login(page, DEMO.client, undefined, locale)
      await page.goto('/delivery/delivery-overview')
      const table = page.getByRole('table', { name: t('deliveryOverview.tableLabel') })
      const actions = await header(table, t('common.labels.actions')).boundingBox()
      const box = await visibleBox(table)
      expect(actions!.width).toBeLessThanOrEqual((box.right - box.left) / 3)
      await expectActionInView(
        page.getByRole('link', { name: t('deliveryOverview.editRow', { reference: 'TUL-IN-101' }) }),
      )
    })
  })
}
