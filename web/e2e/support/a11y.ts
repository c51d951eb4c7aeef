import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe (WCAG 2.x A and AA rules plus best practices) on the page and fails the test on any serious or
 * critical violation, listing each rule id with its targets. The check is soft: the journey goes on, so
 * one run shows every violation and every other failure.
 */
export async function expectNoSeriousA11yViolations(page: Page, context = ''): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n')
  expect.soft(serious.map((v) => v.id), `serious or critical axe violations on ${context || page.url()}:\n${report}`).toEqual([])
}
