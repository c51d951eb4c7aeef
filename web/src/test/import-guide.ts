import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { authStore, type Profile } from '@/lib/auth/auth-store'
import { stubXhr } from './fake-xhr'
import { tulipUser } from './profile'
import { renderPage } from './render'

// What the tests of an import guide page share: the page with its upload faked for a user of
// account 7, the file chosen and sent, the template downloaded, and the result's rows of errors.

/** Gives each test of the file a fresh upload fake and a user of the level; answers the page's render at its path. */
export function importGuidePage(Page: ComponentType, path: string, level: Profile['level']) {
  beforeEach(() => {
    stubXhr()
    authStore.setProfile(tulipUser(level))
  })
  afterEach(() => {
    cleanup() // before the profile goes, so the page never renders without one
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    authStore.clear()
  })
  return () => renderPage(Page, { path })
}

export const resultTab = () => screen.getByRole('tab', { name: 'Result' })

/** Chooses the file in the upload form and presses Import. */
export async function chooseAndImport(container: HTMLElement, file: File): Promise<void> {
  const user = userEvent.setup({ applyAccept: false })
  await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file)
  await user.click(screen.getByRole('button', { name: 'Import' }))
}

/** Watches the browser forms a page posts: each one's path and `format`. */
function watchFormPosts(): [string, string | null][] {
  const posted: [string, string | null][] = []
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push([new URL(this.action).pathname, new FormData(this).get('format') as string | null])
  })
  return posted
}

/** Downloads the template as xlsx and as csv with the guide's buttons: each a form post to the template's path. */
export async function expectTemplateDownloads(templatePath: string): Promise<void> {
  const posted = watchFormPosts()
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Download template (xlsx)' }))
  await user.click(screen.getByRole('button', { name: 'Download template (csv)' }))
  expect(posted).toEqual([
    [templatePath, 'xlsx'],
    [templatePath, 'csv'],
  ])
}

/** The result's errors, one text per row: its row number, its column and label, and its message. */
export const errorRows = () =>
  within(screen.getAllByRole('table').at(-1)!)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)
