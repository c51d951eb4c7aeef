import { screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

// What the tests of every concept list page check alike, in the area's own words.

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
