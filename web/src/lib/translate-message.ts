import type { TFunction } from 'i18next'
import i18next from 'i18next'
import { ApiError, GENERIC_ERROR } from './api/errors'

/**
 * Translates a message in the API's `key,param1,param2` form: the parameters become {{0}}, {{1}}, ...
 * `extra` adds named values such as the field label. Unknown keys show the generic failure text
 * rather than a raw key.
 */
export function translateMessage(t: TFunction, message: string, extra: Record<string, string | number> = {}): string {
  const [key, ...params] = message.split(',')
  const values = { ...Object.fromEntries(params.map((param, index) => [index, param])), ...extra }
  return i18next.exists(key) ? t(key, values) : t(GENERIC_ERROR)
}

/** The text for anything a call rejected with: the API's message, or the generic failure. */
export const translateError = (t: TFunction, error: unknown): string =>
  error instanceof ApiError ? translateMessage(t, error.message, error.params) : t(GENERIC_ERROR)
