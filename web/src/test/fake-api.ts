import { vi } from 'vitest'
import { jsonResponse } from './render'

// A fake API for a page's tests. Answers are as the API gives them (snake_case, before the client
// camelCases them).

type Answer = Response | object

/** A list answer with these rows and no next page. */
export const page = (rows: object[]) => ({ data: rows, meta: { next_cursor: null, total: rows.length } })

/** A fake API answering `METHOD path` (path without the query) from `answers`; anything else fails the test. */
export function fakeApi(answers: Record<string, Answer | (() => Answer)>) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const method = init?.method ?? 'GET'
    const path = String(url).split('?')[0]
    const answer = answers[`${method} ${path}`]
    if (!answer) throw new Error(`unexpected ${method} ${path}`)
    const result = typeof answer === 'function' ? answer() : answer
    return result instanceof Response ? result : jsonResponse(200, result)
  })
  vi.stubGlobal('fetch', fetchMock)
  const calls = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(init.body as string) : undefined }))
  return { calls }
}
