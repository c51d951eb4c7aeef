import { expect, type Locator, type Page } from '@playwright/test'
import { USUAL_CODE_LENGTH } from './long-values'

// Measures of a screen's layout for the screens journey: what a table shows without scrolling
// sideways, which labels and codes are cut, and whether an action is in view.

/** The part of the page where a table shows: the box of its nearest ancestor that scrolls sideways. */
export async function visibleBox(table: Locator) {
  return table.evaluate((element) => {
    let box: Element = element
    while (box.parentElement && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
    const { left, right } = box.getBoundingClientRect()
    return { left, right }
  })
}

/** The texts on the screen that are cut off: column titles, badges and buttons wider than their box. */
export function truncatedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        // A pinned column's header casts its shadow beyond its box, so the titles are measured, not the cells.
        'main th *, main .mantine-Badge-root, main .mantine-Badge-label, main button, main .mantine-Button-label',
      ),
    )
      .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
      .map((element) => (element as HTMLElement).innerText),
  )
}

/** The codes of a usual length that a table cuts (a cut value's whole text is its title). */
export function cutUsualCodes(page: Page): Promise<string[]> {
  return page.evaluate(
    (usual) =>
      Array.from(document.querySelectorAll<HTMLElement>('main .cell-text[data-kind="code"]'))
        .filter(
          (element) =>
            element.title.length <= usual &&
            // Cut on its line, or after it (a clamped line breaks anywhere and hides the rest below).
            (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1),
        )
        .map((element) => element.title),
    USUAL_CODE_LENGTH,
  )
}

/**
 * Whether a column's title is seen up to its right edge, not under a pinned column: the page is
 * scrolled down to it only, never sideways, and the point just inside its right edge is its own.
 */
export const seenWhole = (cell: Locator) =>
  cell.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().top - 120)
    const { right, top, bottom } = element.getBoundingClientRect()
    const hit = document.elementFromPoint(right - 2, (top + bottom) / 2)
    return hit !== null && element.contains(hit)
  })

/**
 * Expects an action in view: brought into view by scrolling down only, since a table that had to scroll
 * sideways for it has hidden it.
 */
export async function expectActionInView(action: Locator): Promise<void> {
  await action.scrollIntoViewIfNeeded()
  await expect(action).toBeInViewport()
  const scrolledSideways = await action.evaluate((element) => {
    for (let node = element.parentElement; node; node = node.parentElement) if (node.scrollLeft > 0) return true
    return false
  })
  expect(scrolledSideways, 'the action was in view without scrolling sideways').toBe(false)
}

/**
 * The header cell with this title: its whole text, or a line of its own (the price incl. VAT under the
 * price excl. VAT). A sortable one also holds its sort icon, which has no text.
 */
export const header = (table: Locator, title: string) =>
  table.locator('thead th').filter({ has: table.page().getByText(title, { exact: true }) })
