import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import type { Profile } from '@/lib/auth/auth-store'

// What the tests of an import guide page share: the user of account 7, the file chosen and sent.

/** A user of the given level working in account 7. */
export const guideProfile = (level: Profile['level']) =>
  ({
    id: 3,
    name: 'Daan',
    level,
    client: { id: 7, name: 'Tulip Webshop B.V.' },
    clients: [{ id: 7, name: 'Tulip Webshop B.V.' }],
  }) as unknown as Profile

export const resultTab = () => screen.getByRole('tab', { name: 'Result' })

/** Chooses the file in the upload form and presses Import. */
export async function chooseAndImport(container: HTMLElement, file: File): Promise<void> {
  const user = userEvent.setup({ applyAccept: false })
  await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file)
  await user.click(screen.getByRole('button', { name: 'Import' }))
}

/** Watches the browser forms a page posts: each one's path and `format`. */
export function watchFormPosts(): [string, string | null][] {
  const posted: [string, string | null][] = []
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push([new URL(this.action).pathname, new FormData(this).get('format') as string | null])
  })
  return posted
}

/** Downloads the template as xlsx and as csv, with the guide's buttons. */
export async function downloadTemplates(): Promise<void> {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Download template (xlsx)' }))
  await user.click(screen.getByRole('button', { name: 'Download template (csv)' }))
}
