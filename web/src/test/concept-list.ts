import { screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { expect } from 'vitest'
import { fakeApi, page } from './fake-api'
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
}

/** A concept list page's render (with the layout's feedback), its fake API (the list answering `rows()`) and its table. */
export function conceptListPage(Page: ComponentType, { path, listCall, tableName }: ConceptListPageOptions) {
  return {
    renderList: (url = path) => renderWithFeedback(Page, { path, url }),
    fakeApi: (rows: () => object[], answers: Parameters<typeof fakeApi>[0] = {}) =>
      fakeApi({ [`GET ${listCall}`]: () => page(rows()), ...answers }),
    table: () => screen.getByRole('table', { name: tableName }),
  }
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
export async function deleteAfterConfirming(
  user: ReturnType<typeof userEvent.setup>,
  table: () => HTMLElement,
  texts: DeleteTexts,
): Promise<void> {
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
