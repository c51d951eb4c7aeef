import { vi } from 'vitest'

// A stand-in for XMLHttpRequest in tests of the upload: it records what was sent and lets the test
// play the upload's progress and the server's answer.

interface Sent {
  method: string
  url: string
  headers: Record<string, string>
  body: FormData
}

type ProgressHandler = ((event: ProgressEvent) => void) | null

export class FakeXhr {
  static last: FakeXhr | null = null

  sent: Sent | null = null
  upload: { onprogress: ProgressHandler; onload: ProgressHandler } = { onprogress: null, onload: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  status = 0
  responseText = ''
  private method = ''
  private url = ''
  private requestHeaders: Record<string, string> = {}
  private responseHeaders = ''

  constructor() {
    FakeXhr.last = this
  }

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value
  }

  send(body: FormData) {
    this.sent = { method: this.method, url: this.url, headers: this.requestHeaders, body }
  }

  getAllResponseHeaders() {
    return this.responseHeaders
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }

  uploaded() {
    this.upload.onload?.({} as ProgressEvent)
  }

  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.responseHeaders = Object.entries({ 'content-type': 'application/json', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')
    this.onload?.()
  }

  failNetwork() {
    this.onerror?.()
  }
}

/** Replaces XMLHttpRequest with FakeXhr until vi.unstubAllGlobals(). */
export function stubXhr(): void {
  FakeXhr.last = null
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
}

/** The request the code under test has opened; fails when there is none. */
export function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no XMLHttpRequest was opened')
  return FakeXhr.last
}
