import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { authStore } from '@/lib/auth/auth-store'
import { tulipClient } from './profile'
import { jsonResponse, renderPage } from './render'

// What the tests of every paged overview page share: the page at its path for Tulip's client, a fetch
// answering its list page by page, its table, and the first page followed by the next one.

/** A list answer with these rows, the next page's cursor and the total. */
export const cursorPage = (rows: object[], nextCursor: string | null, total: number, capped = false) =>
  jsonResponse(200, { data: rows, meta: { next_cursor: nextCursor, total, total_capped: capped } })

interface EmptyTexts {
  /** The total of no rows, what a filtered empty list says and what an account without any says. */
  total: string
  noMatch: string
  empty: string
}

interface OverviewPageOptions {
  /** The page's route path, such as '/product'. */
  path: string
  /** The table's accessible name. */
  tableName: string
  /** How the page is rendered; the plain page unless the test needs the layout's feedback. */
  render?: typeof renderPage
}

interface FirstPage {
  /** The address the page opens at. */
  url: string
  /** The list call the page makes first. */
  call: string
  /** The rows of the first page (which has a next page) and of the next, last page. */
  rows: object[]
  nextRows: object[]
  total: number
  /** A text of the first page that shows it has loaded. */
  shown: string
}

/** Registers the fetch and the profile around each test, and returns the page's render and checks. */
export function overviewPage(Page: ComponentType, { path, tableName, render = renderPage }: OverviewPageOptions) {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    authStore.setProfile(tulipClient)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    fetchMock.mockReset()
  })
  const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url))
  const renderOverview = (url = path) => render(Page, { path, url })
  const table = () => screen.getByRole('table', { name: tableName })

  return {
    fetchMock,
    requestedUrls,
    renderOverview,
    table,
    /** Opens the page on a first page of a two-page list, checks its list call and returns the table. */
    async showFirstPage({ url, call, rows, nextRows, total, shown }: FirstPage): Promise<HTMLElement> {
      fetchMock
        .mockResolvedValueOnce(cursorPage(rows, 'cursor-2', total))
        .mockResolvedValueOnce(cursorPage(nextRows, null, total))
      renderOverview(url)
      await within(table()).findByText(shown)
      expect(requestedUrls()[0]).toBe(call)
      return table()
    },
    /** The row whose record link is `name`, after checking the link leads to `href`. */
    linkedRow(name: string, href: string): HTMLElement {
      const link = within(table()).getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      return link.closest('tr') as HTMLElement
    },
    /** 'Load more' asks for the next page with the cursor and shows `shown`, leaving nothing more to load. */
    async loadNextPage(shown: string, call: string): Promise<void> {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }))
      expect(await within(table()).findByText(shown)).toBeInTheDocument()
      expect(requestedUrls()[1]).toBe(call)
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    },
    /** Opened filtered at `url` on an empty list, 'Reset filters' clears the search and filters to `kept` (the sort). */
    async resetKeepsSort(url: string, kept: string, texts: EmptyTexts): Promise<void> {
      fetchMock.mockImplementation(async () => cursorPage([], null, 0))
      const { router } = renderOverview(url)
      expect(await screen.findByText(texts.total)).toBeInTheDocument()
      expect(screen.getByText(texts.noMatch)).toBeInTheDocument()
      await userEvent.setup().click(screen.getByRole('button', { name: 'Reset filters' }))
      await waitFor(() => expect(router.state.location.search).toBe(kept))
      expect(await screen.findByText(texts.empty)).toBeInTheDocument()
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    },
  }
}
