import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Overlays that fade or slide in: axe must see them as a person finally does, not half-transparent. */
const OVERLAYS = '[role=dialog], [role=menu], [role=listbox], [role=alert], .mantine-Notification-root'

/**
 * Waits until no finite animation runs and every shown overlay is fully opaque (its own opacity and its
 * ancestors'). Reduced motion makes this immediate in the journeys; the wait keeps the check honest
 * on a machine too slow to have finished a transition that was started anyway.
 */
async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction((selector) => {
    // Endless ones (a loader's spin) never settle and change no colour; only fades and slides are waited for.
    const moving = document
      .getAnimations()
      .some(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      )
    if (moving) return false
    const shown = Array.from(document.querySelectorAll(selector)).filter((overlay) => overlay.checkVisibility())
    return shown.every((overlay) => {
      for (let node: Element | null = overlay; node; node = node.parentElement) {
        if (getComputedStyle(node).opacity !== '1') return false
      }
      return true
    })
  }, OVERLAYS)
}

/**
 * Runs axe (WCAG 2.x A and AA rules plus best practices) on the page and fails the test on any serious or
 * critical violation, listing each rule id with its targets. The check is soft: the journey goes on, so
 * one run shows every violation and every other failure.
 */
export async function expectNoSeriousA11yViolations(page: Page, context = ''): Promise<void> {
  await waitUntilSettled(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n')
  expect
    .soft(
      serious.map((v) => v.id),
      `serious or critical axe violations on ${context || page.url()}:\n${report}`,
    )
    .toEqual([])
}
