import { expect, test } from '@playwright/test'
import { DEMO, login } from './support/auth'
import { choose, productForm } from './support/concepts'
import { uniquePrefix } from './support/products'
import { text } from './support/texts'

// Every form (product, order, delivery) takes the reader to the first field with an error after a
// refused save or send; the product form is the longest, so its first error is the hardest to find.
for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`a product sent with an error below the first screen has that field focused and in view (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const t = (key: string) => text(key, {}, locale)
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await login(page, DEMO.client, undefined, locale)
    await page.goto('/product/create')
    const form = productForm(page, locale)
    await expect(page.getByRole('link', { name: t('common.buttons.back'), exact: true })).toBeVisible()
    await expect(form.saveConcept).toBeVisible()

    // A minimum stock past its bound, far below the first screen, and the fields at the top filled.
    await form.text('minimumStock').fill('1000000001')
    await form.text('articleNumber').fill(uniquePrefix('ERR'))
    await form.text('name').fill('Jute bag')
    await choose(page, form.select('productType'), t('products.productType.Electronic'))
    await choose(page, form.select('unit'), t('products.unit.Box'))
    await expect(form.text('minimumStock')).not.toBeInViewport()

    await form.send.click()
    const alert = page.getByRole('alert').filter({ hasText: t('errors.422') })
    await expect(alert).toBeVisible()
    await expect(form.text('minimumStock')).toBeFocused()
    await expect(form.text('minimumStock')).toBeInViewport({ ratio: 1 })
    // Not under the form's sticky buttons and their alert.
    const field = await form.text('minimumStock').boundingBox()
    const buttons = await alert.boundingBox()
    expect(field!.y + field!.height).toBeLessThan(buttons!.y)
    await expect(page).toHaveURL((url) => url.pathname === '/product/create')
    await context.close()
  })
}
