import type { FieldErrors } from './errors'

// The server's field errors of the last 422 (spec point 5): each is shown once, under the field
// whose name matches case-insensitively, and is gone after that.
let stored: FieldErrors = {}

export function storeFieldErrors(errors: FieldErrors): void {
  stored = { ...errors }
}

/** The stored error of a field, removed from the store so it is shown only once. */
export function takeFieldError(field: string): string | undefined {
  const key = Object.keys(stored).find((name) => name.toLowerCase() === field.toLowerCase())
  if (key === undefined) return undefined
  const message = stored[key]
  delete stored[key]
  return message
}
