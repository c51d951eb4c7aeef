import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DEMO, POLDER, TULIP, loggedIn } from './support/auth'
import { CONTACT_EMAIL } from './support/env'
import { readMail } from './support/mail'
import { openFromMenu } from './support/menu'
import { shot } from './support/shots'
import { escapeRegExp, text, type Locale } from './support/texts'

// 'Contact us' (menu Support): the provider's details as the server is configured (its defaults,
// internal/config: the e2e server sets only KADE_CONTACT_EMAIL, which is also where the contact
// form's mails go), the contact form that mails the provider's support, and the menu's 'Website'.
const PROVIDER = {
  name: 'Kade Logistics',
  addressLines: ['Kade Logistics', 'Havenstraat 1', '1234 AB Amsterdam'],
  phone: '+31 20 123 4567',
  hours: 'Mon-Fri 08:30-17:00',
  website: 'https://kade.example.com',
}

const cases: { locale: Locale; email: string; name: string; account: string }[] = [
  { locale: 'en-GB', email: DEMO.client, name: 'Daan de Vries', account: TULIP.name },
  { locale: 'nl-NL', email: DEMO.polderClient, name: 'Lotte Jansen', account: POLDER.name },
]

for (const { locale, email, name, account } of cases) {
  test(`${locale}: 'Contact us' shows the provider's details and mails a message to its support`, async ({
    browser,
  }) => {
    const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
    const { context, page } = await loggedIn(browser, locale, email)
    await openFromMenu(page, locale, {
      group: 'menu.support.title',
      item: 'menu.support.contact',
      path: '/contact',
      route: 'support.contact',
    })

    const details = page.getByRole('region', { name: PROVIDER.name })
    // The address as configured, one line under the other.
    const address = details.getByText(PROVIDER.addressLines[1])
    await expect(address).toBeVisible()
    expect(await address.innerText()).toBe(PROVIDER.addressLines.join('\n'))
    await expect(details.getByRole('link', { name: PROVIDER.phone })).toHaveAttribute('href', 'tel:+31201234567')
    await expect(details.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`)
    await expect(details.getByText(PROVIDER.hours)).toBeVisible()
    await expect(page.getByText(t('support.contact.fromAbout', { email, account }))).toBeVisible()
    await shot(page, `contact-${locale}`)
    await expectNoSeriousA11yViolations(page, `contact us (${locale})`)

    const subject = `Question ${locale} ${Date.now()}`
    await page.getByRole('textbox', { name: t('support.contact.subject') }).fill(subject)
    await page.getByRole('textbox', { name: t('support.contact.message') }).fill('Where is order 1001?\nThank you.')
    await page.getByRole('button', { name: t('support.contact.send'), exact: true }).click()
    await expect(page.getByRole('status')).toHaveText(t('support.contact.sent', { email }))
    await expect(page.getByRole('textbox', { name: t('support.contact.subject') })).toHaveValue('')
    await shot(page, `contact-sent-${locale}`)

    // Both languages' messages go to the same address: this one is found by its subject.
    const mail = await readMail(CONTACT_EMAIL, { subject: `[Kade] ${subject}` })
    for (const part of [name, email, account, 'Where is order 1001?\nThank you.']) expect(mail.text).toContain(part)
    await context.close()
  })
}

// A user sends at most 5 messages an hour (internal/support): the sixth is refused with when to try
// again, and its text stays in the form. Users that send no other message here: the throttle counts
// per user.
const floods: { locale: Locale; email: string }[] = [
  { locale: 'en-GB', email: DEMO.supplier },
  { locale: 'nl-NL', email: DEMO.exit },
]
for (const { locale, email } of floods) {
  test(`${locale}: the contact form refuses a flood of messages`, async ({ browser }) => {
    const t = (key: string, values: Record<string, string | number> = {}) => text(key, values, locale)
    const { context, page } = await loggedIn(browser, locale, email)
    await page.goto('/contact')
    const subject = page.getByRole('textbox', { name: t('support.contact.subject') })
    const message = page.getByRole('textbox', { name: t('support.contact.message') })
    const send = async (n: number) => {
      await subject.fill(`Flood ${n}`)
      await message.fill(`Message ${n} of a flood.`)
      await page.getByRole('button', { name: t('support.contact.send'), exact: true }).click()
    }
    for (let n = 1; n <= 5; n++) {
      await send(n)
      await expect(subject).toHaveValue('')
      await expect(page.getByRole('status')).toHaveText(t('support.contact.sent', { email }))
    }
    await send(6)
    const [before, after] = t('support.errors.throttled', { minutes: '\u0000' }).split('\u0000')
    await expect(page.getByRole('alert')).toHaveText(
      new RegExp(`^${escapeRegExp(before)}(59|60)${escapeRegExp(after)}$`),
    )
    await expect(subject).toHaveValue('Flood 6')
    await shot(page, `contact-throttled-${locale}`)
    await context.close()
  })
}

test("the menu's 'Website' opens the provider's site in a new tab", async ({ browser }) => {
  const { context, page } = await loggedIn(browser, 'en-GB', DEMO.client)
  // The provider's site is not reached from here: the new tab gets a page of the test's own.
  await context.route(`${PROVIDER.website}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Kade Logistics</title>' }),
  )
  const menu = page.getByRole('navigation', { name: text('menu.label') })
  await menu.getByRole('button', { name: text('menu.support.title'), exact: true }).click()
  const website = menu.getByRole('link', { name: text('menu.support.website'), exact: true })
  await expect(website).toHaveAttribute('href', PROVIDER.website)
  await expect(website).toHaveAttribute('target', '_blank')
  await expect(website).toHaveAttribute('rel', /\bnoopener\b/)
  const [tab] = await Promise.all([context.waitForEvent('page'), website.click()])
  await expect(tab).toHaveURL(/^https:\/\/kade\.example\.com\/?$/)
  await context.close()
})
