import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, loadWithTimeout } from './lazy'

afterEach(() => vi.useRealTimers())

describe('loadWithTimeout', () => {
  it('rejects when a script part has not loaded after 120 seconds', async () => {
    vi.useFakeTimers()
    const loading = loadWithTimeout(() => new Promise<never>(() => {}))
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError)
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  it('resolves with the module, and stops its timer', async () => {
    vi.useFakeTimers()
    const module = { default: 'page' }
    await expect(loadWithTimeout(() => Promise.resolve(module))).resolves.toBe(module)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('passes a failed load on', async () => {
    const failure = new Error('network')
    await expect(loadWithTimeout(() => Promise.reject(failure))).rejects.toBe(failure)
  })
})
