import { expect, test, type Download } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, loggedIn } from './support/auth'
import { openFromMenu } from './support/menu'
import { shot } from './support/shots'
import { text, type Locale } from './support/texts'

// Information (menu Support): help for each area, and the data processing agreement with its two
// appendices downloaded as PDFs in the user's language, each with its version and date.
const VERSION = '2.1'
const PROVIDER = 'Kade Logistics'

const cases: { locale: Locale; email: string; date: string; files: string[] }[] = [
  {
    locale: 'en-GB',
    email: DEMO.client,
    date: 'July 2025',
    files: [
      'data-processing-agreement-v2.1.pdf',
      'data-processing-agreement-appendix-1-v2.1.pdf',
      'data-processing-agreement-appendix-2-v2.1.pdf',
    ],
  },
  {
    locale: 'nl-NL',
    email: DEMO.polderClient,
    date: 'juli 2025',
    files: [
      'verwerkersovereenkomst-v2.1.pdf',
      'verwerkersovereenkomst-bijlage-1-v2.1.pdf',
      'verwerkersovereenkomst-bijlage-2-v2.1.pdf',
    ],
  },
]

const documents = ['agreement', 'appendix1', 'appendix2'] as const

const downloaded = async (download: Download) => {
  const path = await download.path()
  return readFile(path)
}

for (const { locale, email, date, files } of cases) {
  test(`${locale}: Information explains the portal and the agreement's documents download as PDFs`, async ({
    browser,
  }) => {
    const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
    const { context, page } = await loggedIn(browser, locale, email, { acceptDownloads: true })
    await openFromMenu(page, locale, {
      group: 'menu.support.title',
      item: 'menu.support.information',
      path: '/information',
      route: 'information.show',
    })

    // Help per area: the order statuses in the overview's words, each with what it means.
    const orderStatuses = page.getByRole('table', { name: t('information.salesOrders.statusesLabel') })
    for (const status of ['Complete', 'OnHold', 'Assigned', 'Shipped', 'DataIssue', 'Cancelled']) {
      await expect(
        orderStatuses.getByRole('rowheader', { name: t(`salesOrderOverview.status.${status}`), exact: true }),
      ).toBeVisible()
    }
    const deliveryStatuses = page.getByRole('table', { name: t('information.deliveries.statusesLabel') })
    await expect(deliveryStatuses.getByRole('row')).toHaveCount(4)
    for (const section of ['imports', 'webshopApi', 'warehouse', 'stock']) {
      await expect(page.getByRole('heading', { level: 2, name: t(`information.${section}.title`) })).toBeVisible()
    }
    await expect(page.getByText(t('information.webshopApi.retry'))).toBeVisible()
    await expect(page.getByText(t('information.agreement.text', { name: PROVIDER }))).toBeVisible()
    await shot(page, `information-${locale}`)
    await expectNoSeriousA11yViolations(page, `information (${locale})`)

    await page.getByRole('link', { name: t('information.agreement.link') }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/information/data-processing-agreement')
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.information.procesAgreement.show.title') }),
    ).toBeVisible()
    const version = t('dataProcessingAgreement.version', { version: VERSION, date })
    await expect(page.getByText(version, { exact: true })).toHaveCount(3)
    await expect(page.getByText(t('dataProcessingAgreement.intro', { name: PROVIDER }))).toBeVisible()
    await shot(page, `data-processing-agreement-${locale}`)
    await expectNoSeriousA11yViolations(page, `data processing agreement (${locale})`)

    for (const [index, document] of documents.entries()) {
      const title = t(`dataProcessingAgreement.documents.${document}.title`)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('dataProcessingAgreement.downloadLabel', { title }) }).click(),
      ])
      expect(download.suggestedFilename()).toBe(files[index])
      const bytes = await downloaded(download)
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
      const content = bytes.toString('latin1')
      expect(content).toContain(`${VERSION}`)
      expect(content).toContain(date)
      expect(content).toContain(PROVIDER)
    }

    await page.getByRole('link', { name: t('dataProcessingAgreement.back') }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/information')
    await context.close()
  })
}
