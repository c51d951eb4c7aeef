/** Loading a script part gives up after this long (spec points 8 and 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Loading a script part took longer than ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds`)
    this.name = 'ChunkLoadTimeoutError'
  }
}

/** Runs a dynamic import and rejects with ChunkLoadTimeoutError when it has not settled in time. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs)
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}
