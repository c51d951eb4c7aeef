import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/test/render'
import { api, configureApi } from './client'
import { ApiError } from './errors'
import { takeFieldError } from './field-errors'

const fetchMock = vi.fn<typeof fetch>()
const session = { token: vi.fn<() => string | null>(), onUnauthorized: vi.fn(), onForbidden: vi.fn() }

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  session.token.mockReturnValue(null)
  configureApi(session)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.clearAllMocks()
})

const lastRequest = () => {
  const [url, init] = fetchMock.mock.lastCall as [string, RequestInit]
  return { url, init, headers: init.headers as Headers }
}

const rejection = async (call: Promise<unknown>): Promise<ApiError> => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('requests', () => {
  it('send Accept JSON, and the bearer token only when logged in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { contact_email: 'help@kade.example' } }))
    await api.post('/api/password/forgotten', { body: { email: 'a@b.nl' } })
    expect(lastRequest().headers.get('Accept')).toBe('application/json')
    expect(lastRequest().headers.has('Authorization')).toBe(false)

    session.token.mockReturnValue('t0k3n')
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { id: 1 } }))
    await api.get('/api/profile')
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer t0k3n')
  })

  it('send snake_case JSON bodies and read camelCase answers', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { data: { id: 1, client_name: 'Webshop BV', clients: [{ id: 2, name: 'A' }] } }),
    )
    const profile = await api.put('/api/profile/client', { body: { clientId: 2 } })
    const { url, init, headers } = lastRequest()
    expect(url).toBe('/api/profile/client')
    expect(init.method).toBe('PUT')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(init.body).toBe('{"client_id":2}')
    expect(profile.data).toMatchObject({ clientName: 'Webshop BV', clients: [{ id: 2, name: 'A' }] })
  })

  it('fill path parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { email: 'a@b.nl', name: 'Anna' } }))
    await api.get('/api/invitation/{token}', { params: { token: 'a/b c' } })
    expect(lastRequest().url).toBe('/api/invitation/a%2Fb%20c')
  })

  it('answer undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined()
  })
})

describe('errors', () => {
  it('401 logs out and rejects', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'errors.401' }))
    const error = await rejection(api.get('/api/profile'))
    expect(error.status).toBe(401)
    expect(session.onUnauthorized).toHaveBeenCalledOnce()
    expect(session.onForbidden).not.toHaveBeenCalled()
  })

  it('403 goes to the forbidden page and rejects', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'errors.403' }))
    const error = await rejection(api.get('/api/profile'))
    expect(error).toMatchObject({ status: 403, message: 'errors.403' })
    expect(session.onForbidden).toHaveBeenCalledOnce()
  })

  it('422 stores the first message per field (camelCased) and rejects with them', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'errors.422',
        errors: {
          password: ['validation.min,12', 'validation.password_is_email'],
          password_confirmation: ['validation.confirmed'],
        },
      }),
    )
    const error = await rejection(
      api.post('/api/password/reset', { body: { token: 't', password: 'short', passwordConfirmation: 'other' } }),
    )
    expect(error).toMatchObject({
      status: 422,
      message: 'errors.422',
      fieldErrors: { password: 'validation.min,12', passwordConfirmation: 'validation.confirmed' },
    })
    expect(takeFieldError('password')).toBe('validation.min,12')
    expect(takeFieldError('passwordconfirmation')).toBe('validation.confirmed')
  })

  it('429 gives errors.429 with the minutes until Retry-After', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z'), toFake: ['Date'] })
    fetchMock.mockResolvedValue(
      jsonResponse(429, { message: 'errors.429' }, { 'Retry-After': 'Sun, 22 Nov 2026 10:07:30 GMT' }),
    )
    const error = await rejection(api.post('/api/auth/login', { body: { email: 'a@b.nl', password: 'x' } }))
    expect(error).toMatchObject({ status: 429, message: 'errors.429', params: { minutes: 8 } })
  })

  it('429 of another kind than the login keeps its own message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { message: 'import.errors.busy' }))
    const error = await rejection(
      api.post('/api/clients/{clientId}/concept-products/import', { params: { clientId: 1 } }),
    )
    expect(error).toMatchObject({ status: 429, message: 'import.errors.busy' })
  })

  it('429 without Retry-After waits 15 minutes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { message: 'errors.429' }))
    const error = await rejection(api.post('/api/auth/login', { body: { email: 'a@b.nl', password: 'x' } }))
    expect(error.params).toEqual({ minutes: 15 })
  })

  it('500, unreadable answers and network failures give the generic failure', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'errors.500' }))
    expect((await rejection(api.get('/api/profile'))).message).toBe('errors.generic')

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }))
    expect((await rejection(api.get('/api/profile'))).message).toBe('errors.generic')

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await rejection(api.get('/api/profile'))).toMatchObject({ status: 0, message: 'errors.generic' })
  })
})
