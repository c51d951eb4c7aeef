import { screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { fakeApi, page } from './fake-api'
import { tulipUser } from './profile'
import { renderWithFeedback } from './render'

// What the tests of every concept list page share: the page at its path, the fake API answering its
// list, its table, and what they check alike, in the area's own words.

interface ConceptListPageOptions {
  /** The page's route path, such as '/product/concept'. */
  path: string
  /** The list call of account 7, such as '/api/clients/7/concept-products'. */
  listCall: string
  /** The table's accessible name. */
  tableName: string
  /** The name of the checkbox that selects every concept shown. */
  selectAll: string
  /** The level of the user of account 7 each test starts with. */
  level: Profile['level']
}

type User = ReturnType<typeof userEvent.setup>

/**
 * A concept list page's render (with the layout's feedback), its fake API (the list answering `rows()`),
 * its table and the selection of every concept it shows. Each test of the file starts with the user
 * of the level, and its fake API goes after it.
 */
export function conceptListPage(
  Page: ComponentType,
  { path, listCall, tableName, selectAll, level }: ConceptListPageOptions,
) {
  beforeEach(() => authStore.setProfile(tulipUser(level)))
  afterEach(() => vi.unstubAllGlobals())
  const table = () => screen.getByRole('table', { name: tableName })
  return {
    renderList: (url = path) => renderWithFeedback(Page, { path, url }),
    fakeApi: (rows: () => object[], answers: Parameters<typeof fakeApi>[0] = {}) =>
      fakeApi({ [`GET ${listCall}`]: () => page(rows()), ...answers }),
    table,
    /** The row of the concept shown as `shown`. */
    rowOf: (shown: string) => within(table()).getByText(shown).closest('tr') as HTMLElement,
    /** Waits for the concept shown as `shown`, then selects every concept shown. */
    selectEveryShown: async (user: User, shown: string) => {
      await within(table()).findByText(shown)
      await user.click(within(table()).getByRole('checkbox', { name: selectAll }))
    },
  }
}

interface SendTexts {
  /** What the outcome says of the sent ones. */
  sent: string
  /** The checkbox of the one concept that fails. */
  failed: string
}

/**
 * Sends the selection, of which one concept fails: the outcome says so, and once the list has refreshed
 * the failed one is flagged and still selected.
 */
export async function sendKeepingFailed(user: User, table: () => HTMLElement, texts: SendTexts): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(await screen.findByText(texts.sent)).toBeInTheDocument()
  expect(screen.getByText('1 could not be sent and stays selected with its errors.')).toBeInTheDocument()
  await within(table()).findByText('To adjust')
  expect(within(table()).getByRole('checkbox', { name: texts.failed })).toBeChecked()
}

interface DeleteTexts {
  /** The checkbox of the concept to delete. */
  select: string
  /** The confirmation dialog's title and its question. */
  dialog: string
  question: string
  /** What the outcome says. */
  deleted: string
}

/** Selects one concept and deletes it, only after the confirmation asked for it. */
export async function deleteAfterConfirming(user: User, table: () => HTMLElement, texts: DeleteTexts): Promise<void> {
  await user.click(await within(table()).findByRole('checkbox', { name: texts.select }))
  await user.click(screen.getByRole('button', { name: 'Delete' }))
  const dialog = await screen.findByRole('dialog', { name: texts.dialog })
  expect(within(dialog).getByText(texts.question)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText(texts.deleted)).toBeInTheDocument()
}

/** A level that may only read the concepts sees them, with nothing to select, bulk edit, edit or import. */
export async function expectReadOnlyList(table: () => HTMLElement, shown: string): Promise<void> {
  await within(table()).findByText(shown)
  expect(within(table()).queryByRole('checkbox')).not.toBeInTheDocument()
  expect(within(table()).queryByRole('link')).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Bulk edit' })).not.toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument()
}
