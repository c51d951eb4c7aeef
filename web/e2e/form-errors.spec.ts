import { expect, test } from '@playwright/test'
import { DEMO, login } from './support/auth'
import { choose, productForm } from './support/concepts'
import { uniquePrefix } from './support/products'
import { text } from './support/texts'

// Every form (product, order, delivery) takes the reader to the first field with an error after a
// refused save or send; the product form is the longest, so its first error is the hardest to find.
for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`a product sent with an empty weight has the weight focused and in view (${locale})`, async ({ browser }) => {
    test.setTimeout(90_000)
    const t = (key: string) => text(key, {}, locale)
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await login(page, DEMO.client, undefined, locale)
    await page.goto('/product/create')
    const form = productForm(page, locale)
    await expect(page.getByRole('button', { name: t('common.buttons.back'), exact: true })).toBeVisible()
    await expect(form.saveConcept).toBeVisible()

    // All a physical product needs but its weight, which is below the first screen.
    await form.text('articleNumber').fill(uniquePrefix('ERR'))
    await form.text('name').fill('Jute bag')
    await choose(page, form.select('productType'), t('products.productType.Physic'))
    await choose(page, form.select('unit'), t('products.unit.Box'))
    await form.text('length').fill('30')
    await form.text('width').fill('20')
    await form.text('height').fill('10')
    await form.text('articleNumber').focus()
    await expect(form.text('weight')).not.toBeInViewport()

    await form.send.click()
    const alert = page.getByRole('alert').filter({ hasText: t('products.required_fields') })
    await expect(alert).toBeVisible()
    await expect(form.text('weight')).toBeFocused()
    await expect(form.text('weight')).toBeInViewport({ ratio: 1 })
    // Not under the form's sticky buttons and their alert.
    const weight = await form.text('weight').boundingBox()
    const buttons = await alert.boundingBox()
    expect(weight!.y + weight!.height).toBeLessThan(buttons!.y)
    await expect(page).toHaveURL((url) => url.pathname === '/product/create')
    await context.close()
  })
}
