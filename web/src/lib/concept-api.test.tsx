import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/test/render'
import { areaKeys } from './api/area-api'
import { conceptApi } from './concept-api'

const keys = areaKeys('concept-deliveries')
const deliveries = ['clients', 7, 'deliveries'] as const
const area = conceptApi({
  path: '/api/clients/{clientId}/concept-deliveries',
  keys,
  sentChanges: () => [deliveries],
})

const outcome = { data: { succeeded: [1], failed: [{ id: 2, errors: { reference: ['errors.required'] } }] } }

function setup(answer: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, answer))
  vi.stubGlobal('fetch', fetchMock)
  const client = new QueryClient()
  // Every query the test cares about is in the cache, so an invalidation shows as an invalid query.
  for (const queryKey of [keys.detail(7, 1), keys.detail(7, 2), keys.detail(7, 3), keys.list(7, {}), deliveries]) {
    client.setQueryData(queryKey, {})
  }
  const other = ['clients', 7, 'concept-products', 'list', {}]
  client.setQueryData(other, {})
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const state = (queryKey: readonly unknown[]) => {
    const query = client.getQueryCache().find({ queryKey, exact: true })
    return query ? (query.state.isInvalidated ? 'invalidated' : 'fresh') : 'removed'
  }
  return { fetchMock, wrapper, state, other, client }
}

afterEach(() => vi.unstubAllGlobals())

describe('conceptApi', () => {
  it('keys every query by the account and the area', () => {
    expect(keys.detail(7, 3)).toEqual(['clients', 7, 'concept-deliveries', 'detail', 3])
    expect(keys.list(7, { q: 'x' })).toEqual(['clients', 7, 'concept-deliveries', 'list', { q: 'x' }])
  })

  it("imports under the area's path, with the template beside it", () => {
    expect(area.importTemplateUrl(7)).toBe('/api/clients/7/concept-deliveries/import/template')
  })

  it('a send drops the sent concepts, refreshes the failed ones, the lists and what the area says a send changes', async () => {
    const { fetchMock, wrapper, state, other } = setup(outcome)
    const { result } = renderHook(() => area.useSend(7), { wrapper })
    await act(() => result.current.mutateAsync([1, 2]))
    expect(fetchMock.mock.calls[0][0]).toBe('/api/clients/7/concept-deliveries/send')
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ ids: [1, 2] })
    expect(state(keys.detail(7, 1))).toBe('removed')
    expect(state(keys.detail(7, 2))).toBe('invalidated')
    expect(state(keys.detail(7, 3))).toBe('fresh')
    expect(state(keys.list(7, {}))).toBe('invalidated')
    expect(state(deliveries)).toBe('invalidated')
    expect(state(other)).toBe('fresh')
  })

  it('a delete of many drops the deleted concepts and refreshes the lists, nothing else', async () => {
    const { fetchMock, wrapper, state } = setup(outcome)
    const { result } = renderHook(() => area.useDeleteMany(7), { wrapper })
    await act(() => result.current.mutateAsync([1, 2]))
    expect(fetchMock.mock.calls[0][0]).toBe('/api/clients/7/concept-deliveries/delete')
    expect(state(keys.detail(7, 1))).toBe('removed')
    expect(state(keys.detail(7, 2))).toBe('fresh')
    expect(state(keys.list(7, {}))).toBe('invalidated')
    expect(state(deliveries)).toBe('fresh')
  })

  it('a bulk edit refreshes each edited concept and the lists', async () => {
    const { fetchMock, wrapper, state } = setup(outcome)
    const { result } = renderHook(() => area.useBulkEdit(7), { wrapper })
    await act(() => result.current.mutateAsync({ ids: [1, 2], changes: { reference: 'PO-1' } }))
    expect(fetchMock.mock.calls[0][0]).toBe('/api/clients/7/concept-deliveries/bulk')
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      ids: [1, 2],
      changes: { reference: 'PO-1' },
    })
    expect(state(keys.detail(7, 1))).toBe('invalidated')
    expect(state(keys.detail(7, 2))).toBe('invalidated')
    expect(state(keys.detail(7, 3))).toBe('fresh')
    expect(state(keys.list(7, {}))).toBe('invalidated')
    expect(state(deliveries)).toBe('fresh')
  })

  it('an update makes the answer its concept and refreshes the lists', async () => {
    const concept = { id: 3, ready: true }
    const { fetchMock, wrapper, state, client } = setup({ data: concept })
    const { result } = renderHook(() => area.useUpdate(7, 3), { wrapper })
    await act(() => result.current.mutateAsync({ reference: 'PO-3' } as never))
    expect(fetchMock.mock.calls[0][0]).toBe('/api/clients/7/concept-deliveries/3')
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PUT')
    expect(client.getQueryData(keys.detail(7, 3))).toEqual(concept)
    expect(state(keys.list(7, {}))).toBe('invalidated')
  })
})
