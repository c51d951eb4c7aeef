import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lastXhr, stubXhr } from '@/test/fake-xhr'
import { configureApi } from './client'
import { ApiError, GENERIC_ERROR } from './errors'
import { takeFieldError } from './field-errors'
import { uploadFile, type UploadProgress } from './upload'

const session = { token: vi.fn<() => string | null>(), onUnauthorized: vi.fn(), onForbidden: vi.fn() }
const file = new File(['article_number,name,product_type,unit\n'], 'products.csv', { type: 'text/csv' })
const URL = '/api/clients/7/concept-products/import'
const upload = (onProgress: (progress: UploadProgress) => void = () => {}) => uploadFile(URL, { file, onProgress })

beforeEach(() => {
  stubXhr()
  session.token.mockReturnValue('t0k3n')
  configureApi(session)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const rejection = async (call: Promise<unknown>): Promise<ApiError> => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('uploadFile', () => {
  it('posts the file as the part "file" with the bearer token and the language, and reports the progress', async () => {
    const progress: UploadProgress[] = []
    const imported = upload((step) => progress.push(step))
    const xhr = lastXhr()
    expect(xhr.sent).toMatchObject({
      method: 'POST',
      url: '/api/clients/7/concept-products/import',
      // The server reads a CSV's numbers in the screen's language (1,5 is 1.5 in English).
      headers: { accept: 'application/json', authorization: 'Bearer t0k3n', 'accept-language': 'en-GB' },
    })
    expect(xhr.sent!.body.get('file')).toBe(file)

    xhr.progress(256, 1024)
    xhr.progress(1024, 1024)
    xhr.uploaded()
    xhr.answer(200, {
      data: { rows_imported: 5, rows_with_errors: 1, errors: [{ row: 3, column: 'ean', message: 'x' }] },
    })

    expect(await imported).toEqual({
      rowsImported: 5,
      rowsWithErrors: 1,
      errors: [{ row: 3, column: 'ean', message: 'x' }],
    })
    expect(progress).toEqual([
      { phase: 'uploading', percent: 0 },
      { phase: 'uploading', percent: 25 },
      { phase: 'uploading', percent: 100 },
      { phase: 'processing' },
    ])
  })

  it('rejects a file the server cannot read with its reason and keeps the field error', async () => {
    const imported = upload()
    lastXhr().answer(422, {
      message: 'import.errors.too_many_rows,100000',
      errors: { file: ['import.errors.too_many_rows,100000'] },
    })
    const error = await rejection(imported)
    expect([error.status, error.message]).toEqual([422, 'import.errors.too_many_rows,100000'])
    expect(takeFieldError('file')).toBe('import.errors.too_many_rows,100000')
    expect(session.onUnauthorized).not.toHaveBeenCalled()
  })

  it('logs out on 401 and goes to the forbidden page on 403, as every call does', async () => {
    const expired = upload()
    lastXhr().answer(401, { message: 'errors.401' })
    expect((await rejection(expired)).status).toBe(401)
    expect(session.onUnauthorized).toHaveBeenCalledOnce()

    const forbidden = upload()
    lastXhr().answer(403, { message: 'errors.403' })
    expect((await rejection(forbidden)).status).toBe(403)
    expect(session.onForbidden).toHaveBeenCalledOnce()
  })

  it('gives the generic failure for a server error, an unreadable answer and a lost connection', async () => {
    const failed = upload()
    lastXhr().answer(500, { message: 'errors.500' })
    expect((await rejection(failed)).message).toBe(GENERIC_ERROR)

    const garbled = upload()
    const xhr = lastXhr()
    xhr.status = 200
    xhr.responseText = '<html>'
    xhr.onload?.()
    expect((await rejection(garbled)).message).toBe(GENERIC_ERROR)

    const lost = upload()
    lastXhr().failNetwork()
    expect(await rejection(lost)).toMatchObject({ status: 0, message: GENERIC_ERROR })
  })
})
