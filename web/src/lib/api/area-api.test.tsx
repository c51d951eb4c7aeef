import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/test/render'
import { areaKeys, createHook, cursorListHook, recordHook } from './area-api'

const keys = areaKeys('deliveries')
const products = ['clients', 7, 'products'] as const

function setup(answer: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, answer))
  vi.stubGlobal('fetch', fetchMock)
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const invalidated = (queryKey: readonly unknown[]) =>
    client.getQueryCache().find({ queryKey, exact: true })?.state.isInvalidated
  return { fetchMock, client, wrapper, invalidated }
}

afterEach(() => vi.unstubAllGlobals())

describe('area hooks', () => {
  it('key every query by the account and the area', () => {
    expect(keys.list(7, { q: 'x' })).toEqual(['clients', 7, 'deliveries', 'list', { q: 'x' }])
    expect(keys.detail(7, 3)).toEqual(['clients', 7, 'deliveries', 'detail', 3])
  })

  it("read a list's first page with the filters' parameters, snake_case", async () => {
    const { fetchMock, wrapper } = setup({ data: [], meta: { next_cursor: null, total: 0 } })
    const useDeliveries = cursorListHook(
      '/api/clients/{clientId}/deliveries',
      keys,
      (filters: { status: 'Announced' }) => ({
        status: filters.status,
      }),
    )
    renderHook(() => useDeliveries(7, { status: 'Announced' }), { wrapper })
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(fetchMock.mock.calls[0][0]).toBe('/api/clients/7/deliveries?status=Announced')
  })

  it('read one record under the id its path names', async () => {
    const { fetchMock, wrapper } = setup({ data: { id: 4 } })
    const useDelivery = recordHook('/api/clients/{clientId}/deliveries/{deliveryId}', keys)
    const { result } = renderHook(() => useDelivery(7, 4), { wrapper })
    await waitFor(() => expect(result.current.data).toEqual({ id: 4 }))
    expect(fetchMock.mock.calls[0][0]).toBe('/api/clients/7/deliveries/4')
  })

  it('refresh after a create what it names, nothing else', async () => {
    const { fetchMock, client, wrapper, invalidated } = setup({ data: { id: 5 } })
    for (const queryKey of [keys.list(7, {}), products, keys.detail(7, 4)]) client.setQueryData(queryKey, {})
    const useCreate = createHook('/api/clients/{clientId}/deliveries', (clientId) => [
      keys.lists(clientId),
      ['clients', clientId, 'products'],
    ])
    const { result } = renderHook(() => useCreate(7), { wrapper })
    await act(() => result.current.mutateAsync({ reference: 'PO 5' } as never))
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST')
    expect([invalidated(keys.list(7, {})), invalidated(products), invalidated(keys.detail(7, 4))]).toEqual([
      true,
      true,
      false,
    ])
  })
})
