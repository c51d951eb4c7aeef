import { vi } from 'vitest'
import type { Profile } from '@/lib/auth/auth-store'
import { jsonResponse } from '@/test/render'

// What the deliveries pages' tests share: a user of account 7 and a fake API. Answers are as the
// API gives them (snake_case, before the client camelCases them).

export const profile = (level: Profile['level']) =>
  ({
    id: 3,
    name: 'Daan',
    level,
    client: { id: 7, name: 'Tulip Webshop B.V.' },
    clients: [{ id: 7, name: 'Tulip Webshop B.V.' }],
  }) as unknown as Profile

/** A list answer with these rows and no next page. */
export const page = (rows: object[]) => ({ data: rows, meta: { next_cursor: null, total: rows.length } })

/** The product search's answer: the Tulip mug. */
export const products = page([
  {
    id: 3,
    article_number: 'TS-1001',
    name: 'Tulip mug',
    ean: '8712345678906',
    product_type: 'Physic',
    unit: 'Box',
    is_active: true,
    minimum_stock: 0,
    total_stock: 5,
    available_stock: 2,
    on_hold_stock: 0,
    in_transit_stock: 0,
    inbound_stock: 0,
    stock_alert: 'sufficient',
  },
])

/** A fake API answering `METHOD path` (path without the query) from `answers`; anything else fails the test. */
export function fakeApi(answers: Record<string, () => Response | object>) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const method = init?.method ?? 'GET'
    const path = String(url).split('?')[0]
    const answer = answers[`${method} ${path}`]
    if (!answer) throw new Error(`unexpected ${method} ${path}`)
    const result = answer()
    return result instanceof Response ? result : jsonResponse(200, result)
  })
  vi.stubGlobal('fetch', fetchMock)
  const calls = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(init.body as string) : undefined }))
  return { calls }
}
