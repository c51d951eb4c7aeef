import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router'
import { AppProviders } from '@/app/AppProviders'
import { FeedbackProviders } from '@/app/FeedbackProviders'

interface RenderPageOptions {
  /** The route pattern the page is mounted at, e.g. '/password/reset/:token'. */
  path?: string
  url?: string
  state?: unknown
}

function Location() {
  const { pathname, search } = useLocation()
  return <p data-testid="location">{pathname + search}</p>
}

/** Renders a page inside the app's providers and a memory router; other paths render their path name. */
export function renderPage(Page: ComponentType, { path = '/', url = path, state }: RenderPageOptions = {}) {
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', Component: Location },
    ],
    { initialEntries: [{ ...parsePath(url), state }] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <AppProviders client={client} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router }
}

/** Renders a page as renderPage does, with the snackbars and confirmations the app shows around it. */
export const renderWithFeedback = (Page: ComponentType, options: RenderPageOptions = {}) =>
  renderPage(
    () => (
      <FeedbackProviders>
        <Page />
      </FeedbackProviders>
    ),
    options,
  )

/** A fetch answer as the API gives it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}
